/**
 * How a direct checkout link is marked in the HTML (see checkout-links.ts).
 * Kept apart from the listener so that components and gatsby-browser can
 * mark and find links without carrying the listener's code.
 */
import type { CheckoutItem } from "../tracking/analytics"
import type { BuildLabels } from "../../../content/build-environment"

export interface CheckoutLinkData {
  item: CheckoutItem
  build: BuildLabels
}

export const CHECKOUT_LINK_SELECTOR = "a[data-checkout-item]"

/** The data attributes of a checkout link (spread onto the anchor). */
export function checkoutLinkAttributes({ item, build }: CheckoutLinkData): Record<string, string> {
  return {
    "data-checkout-item": item.id,
    "data-checkout-name": item.name,
    "data-checkout-price": item.price,
    "data-variant": build.variant,
    "data-environment": build.environment,
  }
}

/** Reads a checkout link back; null when an attribute is missing (the link then simply goes to its href). */
export function checkoutLinkData(link: HTMLAnchorElement): CheckoutLinkData | null {
  const { checkoutItem: id, checkoutName: name, checkoutPrice: price, variant, environment } = link.dataset
  if (!id || !name || !price || !variant || !environment) return null
  return { item: { id, name, price }, build: { variant, environment } }
}
