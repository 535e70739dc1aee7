/**
 * The one handler of every checkout link on a page: a plan's button (the lead
 * form comes first) and an offer's buy button (straight to the checkout). Both
 * are plain links in the static HTML, so a visitor whose scripts are blocked
 * still buys. One capture-phase listener on the window, installed as the app
 * starts (LeadModalHost), takes a plain click on either before React: a click
 * inside a section React has not hydrated yet is stopped by React before it
 * bubbles, yet the link's navigation would still happen. Modified and middle
 * clicks keep the browser's own behaviour (the href, in a new tab).
 */
import { closestLink, isPlainClick } from "../../../lib/browser/plain-click"
import type { CheckoutItem } from "../plans"

const SELECTOR = "a[data-plan], a[data-checkout-item]"

/** A plan's button carries only the plan's id: the form reads the rest of the plan from the plans' one source. */
export const planLinkAttributes = (planId: string) => ({ "data-plan": planId })

/** An offer's buy button carries the item it buys (the renewal offer), for begin_checkout. */
export function checkoutLinkAttributes(item: CheckoutItem): Record<string, string> {
  return { "data-checkout-item": item.id, "data-checkout-name": item.name, "data-checkout-price": String(item.price) }
}

/** An offer's item read back from its link; null when an attribute is missing (the link then goes to its href). */
export function checkoutLinkItem(link: HTMLAnchorElement): CheckoutItem | null {
  const { checkoutItem: id, checkoutName: name, checkoutPrice } = link.dataset
  const price = Number(checkoutPrice)
  return id && name && checkoutPrice && Number.isFinite(price) ? { id, name, price } : null
}

export interface CheckoutLinkHandlers {
  /** A plan's button: true when the lead form takes over (the link's navigation is then cancelled). */
  plan: (planId: string, link: HTMLAnchorElement) => boolean
  /** The first sign a visitor heads for a checkout link (hover, focus, touch): fetch the code early. */
  intent: () => void
}

type OfferHandler = (item: CheckoutItem, link: HTMLAnchorElement) => void
let offerHandler: OfferHandler | undefined

/**
 * The page that sells an offer hands in its buy buttons' step as it mounts (the customer week's: the campaign
 * and begin_checkout), so that code is not every page's first load; until then a buy button is its plain link.
 */
export function handleOfferLinks(handler: OfferHandler): void {
  offerHandler = handler
}

/** Listens on `root` (the window); returns the function that removes the listeners. */
export function delegateCheckoutLinks(root: EventTarget, handlers: CheckoutLinkHandlers): () => void {
  const onClick = (event: Event) => {
    const link = closestLink(event.target, SELECTOR)
    if (!link || !isPlainClick(event as MouseEvent)) return
    const planId = link.dataset.plan
    if (planId) {
      if (handlers.plan(planId, link)) event.preventDefault()
      return
    }
    const item = checkoutLinkItem(link)
    if (!item || !link.href || !offerHandler) return
    event.preventDefault()
    offerHandler(item, link)
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
