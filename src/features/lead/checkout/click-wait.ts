/**
 * A checkout link's click always answers: the link is marked busy at once (aria-busy, which its style shows), and
 * when the code it waits for (the lead form, the offer's step) stalls on a weak connection, the visitor goes on to
 * the checkout, as when that code fails to load. The wait is long enough for a small chunk on a slow mobile
 * connection, and well within the ten seconds a person keeps attention on one step.
 */
export const CLICK_WAIT_MS = 4_000

/** `start`: mark the link busy, go on without the code after CLICK_WAIT_MS; `settle`: the code is here (or the
 * visitor came back); `giveUp`: the code cannot come, go on at once. */
export function createClickWait(goOn: (link: HTMLAnchorElement) => void) {
  let pending: { link: HTMLAnchorElement; timer: number } | undefined
  const settle = () => {
    if (!pending) return
    window.clearTimeout(pending.timer)
    pending.link.removeAttribute("aria-busy")
    pending = undefined
  }
  const giveUp = () => {
    const link = pending?.link
    settle()
    if (link) goOn(link)
  }
  const start = (link: HTMLAnchorElement) => {
    settle()
    link.setAttribute("aria-busy", "true")
    pending = { link, timer: window.setTimeout(giveUp, CLICK_WAIT_MS) }
  }
  return { start, settle, giveUp }
}
