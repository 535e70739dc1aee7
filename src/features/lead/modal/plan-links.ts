/**
 * Plan buttons are plain checkout links in the static HTML, marked with data
 * attributes. One listener on the window turns a click on any of them into
 * the lead modal, so they work as soon as the app script runs: the pricing
 * section itself needs no JavaScript (and none of its code is first-load JS).
 */
import type { CheckoutPlan } from "../checkout/checkout-flow"
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"

/** The data attributes a plan link carries (spread onto the anchor). */
export function planLinkAttributes(plan: Omit<CheckoutPlan, "checkoutUrl">): Record<string, string> {
  return { "data-plan": plan.id, "data-plan-name": plan.name, "data-plan-price": plan.price }
}

const PLAN_LINK_SELECTOR = "a[data-plan]"

/** The plan link an event happened in, if any. */
export function closestPlanLink(target: EventTarget | null): HTMLAnchorElement | null {
  return closestLink(target, PLAN_LINK_SELECTOR)
}

/** Reads a plan link back; null when an attribute is missing (the link then simply goes to checkout). */
export function planFromLink(link: HTMLAnchorElement): CheckoutPlan | null {
  const { plan: id, planName: name, planPrice: price } = link.dataset
  const checkoutUrl = link.getAttribute("href")
  if (!id || !name || !price || !checkoutUrl) return null
  return { id, name, price, checkoutUrl }
}

/**
 * Listens on `root` (the window) for clicks on plan links; `open` returns true
 * when it took over (the default navigation is then cancelled). `intent` runs
 * on the first sign a visitor is heading for a plan (hover, focus, touch), to
 * fetch the modal early. It listens in the capture phase, ahead of React: a
 * click inside a section React has not hydrated yet is stopped by React
 * before it bubbles, yet the link's navigation would still happen.
 * Returns the function that removes the listeners.
 */
export function delegatePlanLinks(
  root: EventTarget,
  open: (plan: CheckoutPlan) => boolean,
  intent: () => void,
): () => void {
  const onClick = (event: Event) => {
    const link = closestPlanLink(event.target)
    if (!link || !isPlainClick(event as MouseEvent)) return
    const plan = planFromLink(link)
    if (plan && open(plan)) event.preventDefault()
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
