import { buildParams, type BuildLabels } from "../../../content-model/build-environment"

/** The page's tag globals (gtag, the Meta pixel's fbq) and GTM's dataLayer, each possibly missing. */
type Gtag = (...args: unknown[]) => void
type Fbq = (...args: unknown[]) => void
export interface AnalyticsWindow {
  gtag?: Gtag
  fbq?: Fbq
  dataLayer?: unknown[]
}

/** Pushes a GTM event object onto dataLayer (created when missing). */
export function pushDataLayer(target: AnalyticsWindow, event: Record<string, unknown>): void {
  try {
    target.dataLayer = target.dataLayer ?? []
    target.dataLayer.push(event)
  } catch {
    // A page script replaced dataLayer with something odd: skip the event.
  }
}

export function appLoadedEvent(title: string, location: string, build: BuildLabels): Record<string, unknown> {
  return { event: "react_app_loaded", page_title: title, page_location: location, ...buildParams(build) }
}
