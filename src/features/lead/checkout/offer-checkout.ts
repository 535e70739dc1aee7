/**
 * An offer's buy button (the customer week's), once its code is here: the
 * checkout with the visitor's campaign and the variant, and begin_checkout as
 * consent allows. Fetched on the first sign of intent or at the click, so it is
 * not first-load code; whatever throws, the visitor still lands on the checkout.
 */
import { trackBeginCheckout } from "../../measurement/track"
import type { MeasurementSettings } from "../../measurement/send"
import type { AnalyticsWindow } from "../../consent/tags/data-layer"
import type { CheckoutItem } from "../plans"
import { currentTracking } from "../tracking/campaign-runtime"
import { assignLocation, checkoutAttribution, checkoutUrlOr, guarded } from "./checkout"

export function goToOfferCheckout(item: CheckoutItem, link: HTMLAnchorElement, settings: MeasurementSettings): void {
  const params = guarded("reading the campaign", () => currentTracking()?.params, undefined)
  const target = checkoutUrlOr(link.href, checkoutAttribution(params, settings.build.variant))
  guarded("analytics", () => trackBeginCheckout(window as unknown as AnalyticsWindow, item, settings), undefined)
  assignLocation(window.location, target, link.href)
}
