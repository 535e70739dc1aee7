import type { OptionalCategory } from "../consent"

type Command = (...args: unknown[]) => void

/** The page's tag globals, each possibly missing: GTM's dataLayer, Google's gtag(), the Meta pixel's fbq. */
export type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Command; fbq?: Command }

/** Google Consent Mode v2: analytics grants analytics_storage, marketing the three ad settings; the rest is denied. */
export function consentModeFor(granted: readonly OptionalCategory[]): Record<string, "granted" | "denied"> {
  const signal = (category: OptionalCategory) => (granted.includes(category) ? "granted" : "denied")
  const ads = signal("marketing")
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: signal("analytics") }
}

export function pushDataLayer(target: AnalyticsWindow, event: Record<string, unknown>): void {
  try {
    ;(target.dataLayer ??= []).push(event)
  } catch {
    // A page script replaced dataLayer with something odd: skip the event.
  }
}

/** Google's gtag() snippet, once, with Consent Mode's all-denied defaults as its first command, before any tag. */
export function installGtag(target: AnalyticsWindow): Command {
  if (typeof target.gtag === "function") return target.gtag
  if (!Array.isArray(target.dataLayer)) target.dataLayer = []
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- Google's tags read the Arguments object itself as a command
    ;(target.dataLayer ??= []).push(arguments)
  }
  target.gtag("consent", "default", consentModeFor([]))
  return target.gtag
}
