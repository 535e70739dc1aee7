/**
 * The page's single tracking and lead-delivery runtime (browser only).
 * gatsby-browser starts it; the lead modal and the buy buttons use it.
 */
import { createLeadDelivery, type LeadDelivery } from "./lead-delivery"
import { browserStorage, protectSessionStorage } from "./storage"
import { captureTracking, loadTracking, type TrackingRecord } from "./tracking"

// Kept in memory too, so checkout links carry the params even when storage is refused.
let current: TrackingRecord | undefined
let delivery: LeadDelivery | undefined
let started = false

export function captureNow(): void {
  try {
    current = captureTracking(browserStorage(), {
      search: window.location.search,
      href: window.location.href,
      referrer: document.referrer,
      now: new Date(),
    })
  } catch (error) {
    console.log("tracking: capture failed", error)
  }
}

export function currentTracking(): TrackingRecord | undefined {
  return loadTracking(browserStorage()) ?? current
}

export function leadDelivery(): LeadDelivery {
  delivery ??= createLeadDelivery({
    storage: browserStorage,
    fetch: typeof window.fetch === "function" ? (url, init) => window.fetch(url, init) : undefined,
    now: () => Date.now(),
    log: message => console.log(message),
  })
  return delivery
}

function flushOutbox(): void {
  leadDelivery()
    .flush()
    .catch(() => undefined)
}

/** At page load: capture the campaign, listen for back/forward, retry what the outbox holds. */
export function startRuntime(): void {
  if (started) return
  started = true
  if (protectSessionStorage(window)) console.log("storage: sessionStorage unusable, using memory")
  captureNow()
  window.addEventListener("pageshow", event => {
    // Restored from the back/forward cache: no load, but a new touch.
    if (event.persisted) {
      captureNow()
      flushOutbox()
    }
  })
  window.addEventListener("popstate", captureNow)
  window.addEventListener("online", flushOutbox)
  // After the page is interactive, so retries never compete with the first paint.
  const whenLoaded = () => setTimeout(flushOutbox, 0)
  if (document.readyState === "complete") whenLoaded()
  else window.addEventListener("load", whenLoaded, { once: true })
}
