/** One funnel event, each part only with its consent now (gtag, dataLayer, pixel): nothing queued, never throws. */
import { installGtag, pushDataLayer, type AnalyticsWindow } from "../consent/tags/data-layer"
import type { OptionalCategory } from "../consent/consent"
import type { BuildLabels } from "../../content-model/build-environment"
import type { Ga4Route } from "../../content-model/ga4-route"

/** `build`: every event carries the build's variant and environment. */
export type MeasurementSettings = { build: BuildLabels; ga4Route: Ga4Route }

export interface FunnelEvent {
  /** GA4's event name (a recommended one where GA4 has it), also the dataLayer's unless `dataLayerName` is set. */
  name: string
  params: Record<string, unknown>
  /** GTM's event name, when it differs (one trigger for every web-vitals metric). */
  dataLayerName?: string
  /** GA4's `ecommerce` object, for the dataLayer only, as GTM's GA4 tags read it. */
  ecommerce?: Record<string, unknown>
  /** Meta's standard event, and the id the Conversions API de-duplicates on. */
  meta?: { name: string; params: Record<string, unknown>; eventId?: string }
}

export type Granted = (category: OptionalCategory) => boolean

export function sendEvent(
  target: AnalyticsWindow,
  event: FunnelEvent,
  settings: MeasurementSettings,
  granted: Granted,
  log: (...args: unknown[]) => void = console.log,
): void {
  const analytics = granted("analytics")
  const marketing = granted("marketing")
  if (analytics && settings.ga4Route === "gtag") {
    try {
      installGtag(target)("event", event.name, event.params)
    } catch (error) {
      log("measurement: gtag failed", error)
    }
  }
  if (analytics || marketing) {
    const { ecommerce } = event
    // GA4's advice for GTM: clear the previous ecommerce object before pushing a new one.
    if (ecommerce) pushDataLayer(target, { ecommerce: null })
    pushDataLayer(target, {
      event: event.dataLayerName ?? event.name,
      ...event.params,
      ...(ecommerce && { ecommerce }),
    })
  }
  if (marketing && event.meta && typeof target.fbq === "function") {
    const { name, params, eventId } = event.meta
    try {
      target.fbq("track", name, params, ...(eventId ? [{ eventID: eventId }] : []))
    } catch (error) {
      log("measurement: fbq failed", error)
    }
  }
}
