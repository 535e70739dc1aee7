/** An offer's buy button once its code is here: whatever throws, the visitor lands on the checkout. */
import { trackCheckout } from "../../measurement/track"
import type { MeasurementSettings } from "../../measurement/send"
import type { AnalyticsWindow } from "../../consent/tags/data-layer"
import type { CheckoutItem } from "../plans"
import { currentTracking } from "../tracking/campaign-runtime"
import { assignLocation, checkoutAttribution, checkoutUrlOr, guarded } from "./checkout"

export function goToOfferCheckout(item: CheckoutItem, link: HTMLAnchorElement, settings: MeasurementSettings): void {
  const params = guarded("reading the campaign", () => currentTracking()?.params, undefined)
  const target = checkoutUrlOr(link.href, checkoutAttribution(params, settings.build.variant))
  guarded("analytics", () => trackCheckout(window as unknown as AnalyticsWindow, item, settings), undefined)
  assignLocation(window.location, target, link.href)
}
