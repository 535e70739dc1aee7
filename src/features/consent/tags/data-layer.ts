import { consentModeFor } from "../consent"

type Command = (...args: unknown[]) => void

/** The page's tag globals, each possibly missing: GTM's dataLayer, Google's gtag(), the Meta pixel's fbq. */
export interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: Command
  fbq?: Command
}

export function pushDataLayer(target: AnalyticsWindow, event: Record<string, unknown>): void {
  try {
    ;(target.dataLayer ??= []).push(event)
  } catch {
    // A page script replaced dataLayer with something odd: skip the event.
  }
}

/**
 * Google's gtag() snippet (defined once), with Consent Mode's all-denied defaults as its first command, before
 * any tag. It pushes its Arguments object: GTM and gtag.js take only that as a command, not an array.
 */
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
