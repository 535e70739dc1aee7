import { useEffect } from "react"
import { handleOfferLinks } from "../lead/checkout/checkout-links"
import type { CheckoutItem } from "../lead/plans"
import { useMeasurementSettings } from "../measurement/settings"

/**
 * The week's buy buttons' step, handed in at the page's first hydration, with the page's one checkout-link handler:
 * a click before its chunk arrives waits for it (checkout-links.ts).
 */
export function useOfferLinks(): void {
  const { build, ga4Route } = useMeasurementSettings()
  const { variant, environment } = build
  useEffect(() => {
    const step = import("../lead/checkout/offer-checkout").then(
      ({ goToOfferCheckout }) =>
        (item: CheckoutItem, link: HTMLAnchorElement) =>
          goToOfferCheckout(item, link, { build: { variant, environment }, ga4Route }),
    )
    handleOfferLinks(step, variant)
  }, [variant, environment, ga4Route])
}
