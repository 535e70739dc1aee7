/**
 * The one handler of every checkout link on a page: a plan's button (the lead form first) and an offer's buy button
 * (straight to checkout). Both are plain links in the static HTML, so a visitor whose scripts are blocked still buys.
 * It listens on the window in the capture phase from the app's start (LeadModalHost): React stops a click inside a
 * section it has not hydrated yet before it bubbles, yet the link's navigation would still happen. Modified and
 * middle clicks keep the browser's own behaviour.
 */
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"
import type { CheckoutItem } from "../plans"
import { campaignIfLoaded } from "../tracking/arrival"
import { assignLocation, checkoutAttribution, checkoutUrlOr, guarded } from "./checkout"
import { createClickWait } from "./click-wait"

const SELECTOR = "a[data-plan], a[data-checkout-item]"

/** A plan's button carries only the plan's id: the form reads the rest from the plans' one source. */
export const planLinkAttributes = (planId: string) => ({ "data-plan": planId })

export function checkoutLinkAttributes(item: CheckoutItem): Record<string, string> {
  return { "data-checkout-item": item.id, "data-checkout-name": item.name, "data-checkout-price": String(item.price) }
}

type OfferHandler = (item: CheckoutItem, link: HTMLAnchorElement) => void
let offerHandler: OfferHandler | undefined

/** Without the code a click waits for: the link's checkout with the campaign (once its code is here) and variant. */
export function goToLink(link: HTMLAnchorElement, variant: string): void {
  assignLocation(
    window.location,
    checkoutUrlOr(
      link.href,
      checkoutAttribution(guarded("reading the campaign", campaignIfLoaded, undefined), variant),
    ),
    link.href,
  )
}

/**
 * The page that sells an offer hands in its buy buttons' step as it mounts, a chunk on its way. A click before it
 * arrives waits for it (click-wait.ts); stalled or failed, the visitor goes to the link with the campaign and variant.
 */
export function handleOfferLinks(step: Promise<OfferHandler>, variant: string): void {
  let clicked: Parameters<OfferHandler> | undefined
  const wait = createClickWait(link => {
    clicked = undefined
    goToLink(link, variant)
  })
  offerHandler = (item, link) => {
    clicked = [item, link]
    wait.start(link)
  }
  step.then(
    handler => {
      offerHandler = handler
      wait.settle()
      if (clicked) handler(...clicked)
    },
    (error: unknown) => {
      console.log("checkout: the buy buttons' code did not load", error)
      wait.giveUp()
    },
  )
}

/**
 * `plan` returns true when the lead form takes over (the navigation is then cancelled); `intent` is the first sign
 * a visitor heads for a checkout link (hover, focus, touch). Returns the function that removes the listeners.
 */
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
