import { useSiteSettings } from "../../content-model/useSiteSettings"
import { resolveGa4Route } from "../../content-model/ga4-route"
import type { MeasurementSettings } from "./send"

/** This build's labels, and where GA4 comes from. */
export function useMeasurementSettings(): MeasurementSettings {
  const { variant, environment, tags } = useSiteSettings()
  return { build: { variant, environment }, ga4Route: resolveGa4Route(tags) }
}
