/**
 * A plan click always answers. The button says at once that it was taken
 * (aria-busy, which its style shows), and when the lead form cannot open in
 * time, because its code stalled on a weak connection, the visitor goes on to
 * the checkout, as when that code fails to load.
 */

/**
 * Long enough for the form's small chunk to arrive on a slow mobile
 * connection; short enough that the visitor never wonders whether the click
 * was taken, well within the ten seconds a person keeps attention on one step.
 */
export const FORM_WAIT_MS = 4_000

interface Clock {
  setTimeout: (run: () => void, ms: number) => number
  clearTimeout: (id: number) => void
}

export interface FormWait {
  /** The form was asked for from this link: mark it busy, and go on without the form after FORM_WAIT_MS. */
  start: (link: HTMLAnchorElement) => void
  /** The form is on screen (or will never be asked for again): the link is idle again. */
  settle: () => void
  /** The form cannot come: settle, then go on without it at once. */
  giveUp: () => void
}

/** `clock` is read at each use: the wait is created during the server's render too, where there is no window. */
export function createFormWait(goOn: (link: HTMLAnchorElement) => void, clock: () => Clock = () => window): FormWait {
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
      pending = { link, timer: clock().setTimeout(giveUp, FORM_WAIT_MS) }
    },
    settle,
    giveUp,
  }
}
