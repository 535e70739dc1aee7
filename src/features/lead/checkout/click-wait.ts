/**
 * A checkout link's click always answers. The link says at once that it was
 * taken (aria-busy, which its style shows), and when the code it waits for (the
 * lead form, or the offer's checkout step) cannot come in time, because it
 * stalled on a weak connection, the visitor goes on to the checkout, as when
 * that code fails to load.
 */

/**
 * Long enough for a small chunk to arrive on a slow mobile connection; short
 * enough that the visitor never wonders whether the click was taken, well
 * within the ten seconds a person keeps attention on one step.
 */
export const CLICK_WAIT_MS = 4_000

interface Clock {
  setTimeout: (run: () => void, ms: number) => number
  clearTimeout: (id: number) => void
}

export interface ClickWait {
  /** This link's code was asked for: mark it busy, and go on without it after CLICK_WAIT_MS. */
  start: (link: HTMLAnchorElement) => void
  /** The code is here (or the visitor came back): the link is idle again. */
  settle: () => void
  /** The code cannot come: settle, then go on without it at once. */
  giveUp: () => void
}

/** `clock` is read at each use: the wait is created during the server's render too, where there is no window. */
export function createClickWait(goOn: (link: HTMLAnchorElement) => void, clock: () => Clock = () => window): ClickWait {
  let pending: { link: HTMLAnchorElement; timer: number } | undefined
  const settle = () => {
    if (!pending) return
    clock().clearTimeout(pending.timer)
    pending.link.removeAttribute("aria-busy")
    pending = undefined
  }
  const giveUp = () => {
    const link = pending?.link
    settle()
    if (link) goOn(link)
  }
  return {
    start(link) {
      settle()
      link.setAttribute("aria-busy", "true")
      pending = { link, timer: clock().setTimeout(giveUp, CLICK_WAIT_MS) }
    },
    settle,
    giveUp,
  }
}
