/** The page's one lead delivery (browser only), with the lead form or once the page has loaded: not first-load code. */
import { createLeadDelivery } from "./lead-delivery"
import { browserStorage } from "../../../lib/storage"

let delivery: ReturnType<typeof createLeadDelivery> | undefined

export function leadDelivery() {
  delivery ??= createLeadDelivery({
    storage: browserStorage,
    fetch: typeof window.fetch === "function" ? (url, init) => window.fetch(url, init) : undefined,
    now: () => Date.now(),
    log: message => console.log(message),
  })
  return delivery
}

/** Retries what is due; never throws. <html data-outbox-checked> then marks this page's retries over. */
export function flushOutbox(): void {
  leadDelivery()
    .flush()
    .catch(() => undefined)
    .finally(() => {
      document.documentElement.dataset.outboxChecked = ""
    })
}
