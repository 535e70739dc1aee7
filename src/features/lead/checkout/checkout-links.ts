/** The one capture-phase handler of every checkout link: React stops clicks in sections not yet hydrated. */
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"
import type { CheckoutItem } from "../plans"
import { campaignIfLoaded } from "../tracking/arrival"
import { assignLocation, checkoutAttribution, checkoutUrlOr, guarded } from "./checkout"

const SELECTOR = "a[data-plan], a[data-checkout-item]"

export type OfferHandler = (item: CheckoutItem, link: HTMLAnchorElement) => void
let offerHandler: OfferHandler | undefined
/** The buy buttons' step of an offer's page (customer-week/offer-links.ts). */
export const setOfferHandler = (handler: OfferHandler) => void (offerHandler = handler)

/** Without the code a click waits for: the link's checkout with the campaign (once its code is here) and variant. */
export function goToLink(link: HTMLAnchorElement, variant: string): void {
  const campaign = guarded("reading the campaign", campaignIfLoaded, undefined)
  assignLocation(window.location, checkoutUrlOr(link.href, checkoutAttribution(campaign, variant)), link.href)
}

/** `plan` returns true when the lead form takes over; `intent` is a hover, focus or touch of a checkout link. */
export function delegateCheckoutLinks(
  root: EventTarget,
  handlers: { plan: (planId: string, link: HTMLAnchorElement) => boolean; intent: () => void },
): () => void {
  const onClick = (event: Event) => {
    const link = closestLink(event.target, SELECTOR)
    if (!link || !isPlainClick(event as MouseEvent)) return
    const { plan, checkoutItem: id, checkoutName: name, checkoutPrice } = link.dataset
    if (plan) {
      if (handlers.plan(plan, link)) event.preventDefault()
      return
    }
    const price = Number(checkoutPrice)
    if (!id || !name || !checkoutPrice || !Number.isFinite(price) || !link.href || !offerHandler) return
    event.preventDefault()
    offerHandler({ id, name, price }, link)
  }
  const onIntent = (event: Event) => {
    if (closestLink(event.target, SELECTOR)) handlers.intent()
  }
  const intentEvents = ["pointerover", "focusin", "touchstart"] as const
  root.addEventListener("click", onClick, { capture: true })
  intentEvents.forEach(name => root.addEventListener(name, onIntent, { capture: true, passive: true }))
  return () => {
    root.removeEventListener("click", onClick, { capture: true })
    intentEvents.forEach(name => root.removeEventListener(name, onIntent, { capture: true }))
  }
}
