/**
 * One funnel event to the three places a marketer reads, each only with its
 * consent at the moment it happens (nothing is queued for later):
 * - analytics: GA4 through gtag() when the site loads gtag.js;
 * - analytics or marketing: a dataLayer object with an `event` key for GTM
 *   (its triggers; GA4 when the container carries it, src/content-model/ga4-route.ts;
 *   its ad tags under Consent Mode);
 * - marketing: the Meta pixel through fbq, with an eventID when a server-side
 *   event may be sent for the same action (Conversions API de-duplication).
 * Nothing here throws: measurement never blocks a sale.
 */
import { installGtag } from "../consent/tags/gtag"
import { pushDataLayer, type AnalyticsWindow } from "../consent/tags/data-layer"
import { type OptionalCategory } from "../consent/consent"
import type { BuildLabels } from "../../content-model/build-environment"
import type { Ga4Route } from "../../content-model/ga4-route"

export interface MeasurementSettings {
  /** The build's variant and environment: every event carries them (variante, ambiente). */
  build: BuildLabels
  ga4Route: Ga4Route
}

export interface FunnelEvent {
  /** GA4's event name (a recommended one where GA4 has it), also the dataLayer's unless `dataLayerName` says otherwise. */
  name: string
  params: Record<string, unknown>
  /** GTM's event name, when it differs (one trigger for every web-vitals metric). */
  dataLayerName?: string
  /** Extra keys for the dataLayer object only (GA4's `ecommerce` object, as GTM's GA4 tags read it). */
  dataLayerExtra?: Record<string, unknown>
  /** Meta's standard event, its parameters, and the id a server-side event de-duplicates against. */
  meta?: { name: string; params: Record<string, unknown>; eventId?: string }
}

export type Granted = (category: OptionalCategory) => boolean

export interface SendResult {
  analytics: boolean
  marketing: boolean
}

export function sendEvent(
  target: AnalyticsWindow,
  event: FunnelEvent,
  settings: MeasurementSettings,
  granted: Granted,
  log: (...args: unknown[]) => void = console.log,
): SendResult {
  const analytics = granted("analytics")
  const ads = granted("marketing")
  const marketing = ads && typeof target.fbq === "function"
  if (analytics && settings.ga4Route === "gtag") {
    try {
      installGtag(target)("event", event.name, event.params)
    } catch (error) {
      log("measurement: gtag failed", error)
    }
  }
  // GTM loads with either consent: its GA4 tags read analytics_storage, its ad tags ad_storage.
  if (analytics || ads) {
    // GA4's advice for GTM: clear the previous ecommerce object before pushing a new one.
    if (event.dataLayerExtra && "ecommerce" in event.dataLayerExtra) pushDataLayer(target, { ecommerce: null })
    pushDataLayer(target, { event: event.dataLayerName ?? event.name, ...event.params, ...event.dataLayerExtra })
  }
  if (marketing && event.meta) {
    try {
      const { name, params, eventId } = event.meta
      if (eventId) target.fbq?.("track", name, params, { eventID: eventId })
      else target.fbq?.("track", name, params)
    } catch (error) {
      log("measurement: fbq failed", error)
    }
  }
  return { analytics, marketing }
}
