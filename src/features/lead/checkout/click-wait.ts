/**
 * A checkout link's click always answers: busy at once (aria-busy); if the code it waits for stalls, on to checkout.
 * Long enough for a small chunk on slow mobile, within the ten seconds a person keeps attention on one step.
 */
export const CLICK_WAIT_MS = 4_000

/** `settle`: the code is here (or the visitor came back); `giveUp`: it cannot come, go on at once. */
export function createClickWait(goOn: (link: HTMLAnchorElement) => void) {
  let pending: { link: HTMLAnchorElement; timer: number } | undefined
  const settle = () => {
    if (!pending) return
    window.clearTimeout(pending.timer)
    pending.link.removeAttribute("aria-busy")
    pending = undefined
  }
  const giveUp = () => {
    if (!pending) return
    const { link } = pending
    settle()
    goOn(link)
  }
  const start = (link: HTMLAnchorElement) => {
    settle()
    link.setAttribute("aria-busy", "true")
    pending = { link, timer: window.setTimeout(giveUp, CLICK_WAIT_MS) }
  }
  return { start, settle, giveUp }
}
