/**
 * The page's tracking runtime (browser only): gatsby-browser starts it at
 * every page load; the lead form and the buy buttons read the campaign from
 * it. It also has the lead outbox retried after each load (lead-runtime.ts,
 * whose code comes then).
 */
import { browserStorage } from "../../../lib/storage"
import { captureTracking, loadTracking, type TrackingRecord } from "./campaign"

// Kept in memory too, so checkout links carry the params even when storage is refused.
let current: TrackingRecord | undefined
let started = false
let captured = false

export function captureNow(): void {
  captured = true
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
  // A click can come before this load's capture has run: capture first, so it carries this touch.
  if (!captured) captureNow()
  return loadTracking(browserStorage()) ?? current
}

/** Retries the lead outbox; its code is fetched now if the lead form has not brought it yet. */
function flushOutbox(): void {
  import("../delivery/lead-runtime")
    .then(runtime => runtime.flushOutbox())
    .catch((error: unknown) => console.log("lead outbox: could not load the retry code", error))
}

/** At page load: capture the campaign (in the next task), listen for back/forward, retry what the outbox holds. */
export function startRuntime(): void {
  if (started) return
  started = true
  // In a task of its own: the page's first localStorage read opens the site's storage, and inside
  // the app's start-up task it made that task longer (currentTracking captures sooner if asked).
  setTimeout(() => {
    if (!captured) captureNow()
  }, 0)
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
