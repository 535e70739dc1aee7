/**
 * The page's one lead delivery (browser only): the lead form sends through it
 * (src/features/lead/checkout/checkout-flow.ts), and outbox-retries.ts has
 * the outbox flushed with it after each page load. Not first-load JavaScript:
 * it comes with the lead form, or once the page has loaded.
 */
import { createLeadDelivery, type LeadDelivery } from "./lead-delivery"
import { browserStorage } from "../../../lib/storage"

let delivery: LeadDelivery | undefined

export function leadDelivery(): LeadDelivery {
  delivery ??= createLeadDelivery({
    storage: browserStorage,
    fetch: typeof window.fetch === "function" ? (url, init) => window.fetch(url, init) : undefined,
    now: () => Date.now(),
    log: message => console.log(message),
  })
  return delivery
}

/**
 * Retries what the outbox holds and is due; never throws. Once done it marks
 * <html data-outbox-checked> (for tests and debugging: this page's retries are over).
 */
export function flushOutbox(): void {
  leadDelivery()
    .flush()
    .catch(() => undefined)
    .finally(() => {
      document.documentElement.dataset.outboxChecked = ""
    })
}
