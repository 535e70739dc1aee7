/** The funnel's steps as the rest of the site reports them, with the visitor's consent as it stands now. */
import { consentGranted } from "../consent/consent-state"
import type { AnalyticsWindow } from "../consent/tags/data-layer"
import { beginCheckoutEvent, leadEvent, type CheckoutItem } from "./events"
import { sendEvent, type Granted, type MeasurementSettings } from "./send"

/** The lead went out: generate_lead and Meta Lead, then begin_checkout and InitiateCheckout, both with eventID = lead_id. */
export function trackLead(
  target: AnalyticsWindow,
  item: CheckoutItem,
  settings: MeasurementSettings,
  leadId: string,
  granted: Granted = consentGranted,
): void {
  sendEvent(target, leadEvent(item, settings.build, leadId), settings, granted)
  trackBeginCheckout(target, item, settings, leadId, granted)
}

/** Heading for checkout (after a lead, or from a renewal buy button, without one). */
export function trackBeginCheckout(
  target: AnalyticsWindow,
  item: CheckoutItem,
  settings: MeasurementSettings,
  leadId?: string,
  granted: Granted = consentGranted,
): void {
  const event = beginCheckoutEvent(item, settings.build, leadId)
  sendEvent(target, event, settings, granted)
  console.log("begin_checkout", event.params)
}
