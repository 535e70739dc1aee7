/** The funnel's steps, with the visitor's consent as it stands now. */
import { consentGranted } from "../consent/consent-state"
import type { AnalyticsWindow } from "../consent/tags/data-layer"
import { beginCheckoutEvent, leadEvent, type CheckoutItem } from "./events"
import { sendEvent, type Granted, type MeasurementSettings } from "./send"

/** Heading for checkout from a buy button, or after a lead: then Lead events first, all with eventID = lead_id. */
export function trackCheckout(
  target: AnalyticsWindow,
  item: CheckoutItem,
  settings: MeasurementSettings,
  leadId?: string,
  granted: Granted = consentGranted,
): void {
  if (leadId) sendEvent(target, leadEvent(item, settings.build, leadId), settings, granted)
  const event = beginCheckoutEvent(item, settings.build, leadId)
  sendEvent(target, event, settings, granted)
  console.log("begin_checkout", event.params)
}
