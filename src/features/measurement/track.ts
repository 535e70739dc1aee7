/** The funnel's steps, with the visitor's consent as it stands now. */
import { consentGranted } from "../consent/consent-state"
import type { AnalyticsWindow } from "../consent/tags/data-layer"
import { beginCheckoutEvent, leadEvent, type CheckoutItem } from "./events"
import { sendEvent, type Granted, type MeasurementSettings } from "./send"

/** Heading for checkout: after a lead, generate_lead and Meta Lead first, all with eventID = lead_id; or from a buy button. */
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
