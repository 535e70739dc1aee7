/**
 * Plan buttons are plain checkout links in the static HTML, marked with the
 * plan's id (the modal reads the rest of the plan from the lead's own data).
 * One listener on the window turns a click on any of them into the lead
 * modal, so they work as soon as the app script runs: the pricing section
 * itself needs no JavaScript (and none of its code is first-load JS).
 */
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"

/** The data attribute a plan link carries (spread onto the anchor). */
export function planLinkAttributes(planId: string): Record<string, string> {
  return { "data-plan": planId }
}

const PLAN_LINK_SELECTOR = "a[data-plan]"

/** The plan link an event happened in, if any. */
export function closestPlanLink(target: EventTarget | null): HTMLAnchorElement | null {
  return closestLink(target, PLAN_LINK_SELECTOR)
}

/**
 * Listens on `root` (the window) for clicks on plan links; `open` returns true
 * when it took over (the default navigation is then cancelled; an unknown
 * plan, or no modal, leaves the link to the checkout). `intent` runs
 * on the first sign a visitor is heading for a plan (hover, focus, touch), to
 * fetch the modal early. It listens in the capture phase, ahead of React: a
 * click inside a section React has not hydrated yet is stopped by React
 * before it bubbles, yet the link's navigation would still happen.
 * Returns the function that removes the listeners.
 */
export function delegatePlanLinks(
  root: EventTarget,
  open: (planId: string, link: HTMLAnchorElement) => boolean,
  intent: () => void,
): () => void {
  const onClick = (event: Event) => {
    const link = closestPlanLink(event.target)
    if (!link || !isPlainClick(event as MouseEvent)) return
    const planId = link.dataset.plan
    if (planId && open(planId, link)) event.preventDefault()
  }
  const onIntent = (event: Event) => {
    if (closestPlanLink(event.target)) intent()
  }
  const intentEvents = ["pointerover", "focusin", "touchstart"] as const
  root.addEventListener("click", onClick, { capture: true })
  intentEvents.forEach(name => root.addEventListener(name, onIntent, { capture: true, passive: true }))
  return () => {
    root.removeEventListener("click", onClick, { capture: true })
    intentEvents.forEach(name => root.removeEventListener(name, onIntent, { capture: true }))
  }
}
