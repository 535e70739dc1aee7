/**
 * How a direct checkout link is marked in the HTML (see checkout-links.ts):
 * the item it buys, which is the page's own (the renewal offer), not the lead
 * feature's. Kept apart from the listener so that components can mark links
 * without carrying the listener's code.
 */
import type { CheckoutItem } from "../../measurement/events"

export const CHECKOUT_LINK_SELECTOR = "a[data-checkout-item]"

/** The data attributes of a checkout link (spread onto the anchor). */
export function checkoutLinkAttributes(item: CheckoutItem): Record<string, string> {
  return {
    "data-checkout-item": item.id,
    "data-checkout-name": item.name,
    "data-checkout-price": item.price,
  }
}

/** Reads a checkout link's item back; null when an attribute is missing (the link then simply goes to its href). */
export function checkoutLinkItem(link: HTMLAnchorElement): CheckoutItem | null {
  const { checkoutItem: id, checkoutName: name, checkoutPrice: price } = link.dataset
  if (!id || !name || !price) return null
  return { id, name, price }
}
