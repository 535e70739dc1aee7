/**
 * Google's gtag() and the Consent Mode defaults, installed before any tag (by
 * the tag loader, the only code that loads tags, and by anything that sends
 * an event, whichever runs first).
 * gtag() is Google's own snippet: it pushes its `arguments` object onto
 * window.dataLayer. GTM and gtag.js read an Arguments entry as a command
 * ("consent", "config", "event"…); an array pushed instead would not be one.
 * Until a tag loads, every call only queues in this page's dataLayer.
 */
import { CONSENT_MODE_DEFAULTS } from "../consent-mode"

export type Gtag = (...args: unknown[]) => void

export interface GtagTarget {
  dataLayer?: unknown[]
  gtag?: Gtag
}

/** Defines dataLayer and gtag() (once) and queues the all-denied consent defaults as the first command. */
export function installGtag(target: GtagTarget): Gtag {
  if (typeof target.gtag === "function") return target.gtag
  if (!Array.isArray(target.dataLayer)) target.dataLayer = []
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- Google's tags take the Arguments object itself as a command; rest args would push an array, which they ignore
    ;(target.dataLayer ??= []).push(arguments)
  }
  target.gtag("consent", "default", { ...CONSENT_MODE_DEFAULTS })
  return target.gtag
}
