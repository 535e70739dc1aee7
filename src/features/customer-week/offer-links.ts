import { useEffect } from "react"
import { goToLink, setOfferHandler, type OfferHandler } from "../lead/checkout/checkout-links"
import { createClickWait } from "../lead/checkout/click-wait"
import type { CheckoutItem } from "../lead/plans"
import { useMeasurementSettings } from "../measurement/settings"

/** A buy button's offer, read by the one checkout-link handler (checkout-links.ts). */
export function checkoutLinkAttributes(item: CheckoutItem): Record<string, string> {
  return { "data-checkout-item": item.id, "data-checkout-name": item.name, "data-checkout-price": String(item.price) }
}

/** The buy buttons' step, a chunk on its way: a click before it arrives waits for it (click-wait.ts). */
export function handleOfferLinks(step: Promise<OfferHandler>, variant: string): void {
  let clicked: Parameters<OfferHandler> | undefined
  const wait = createClickWait(link => {
    clicked = undefined
    goToLink(link, variant)
  })
  setOfferHandler((item, link) => {
    clicked = [item, link]
    wait.start(link)
  })
  step.then(
    handler => {
      setOfferHandler(handler)
      wait.settle()
      if (clicked) handler(...clicked)
    },
    (error: unknown) => {
      console.log("checkout: the buy buttons' code did not load", error)
      wait.giveUp()
    },
  )
}

/** The week's buy buttons' step, handed in at the page's first hydration, to the page's one checkout-link handler. */
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
