/**
 * The page's campaign capture (browser only): campaign-start.ts runs it after
 * every page load; the lead form and the buy buttons read the campaign from it.
 */
import { browserStorage } from "../../../lib/storage"
import { arrivalTouch, touchNow } from "./arrival"
import { captureTouches, loadFirstTouch, loadTracking, type Touch, type TrackingRecord } from "./campaign"

// Kept in memory too, so checkout links carry the params even when storage is refused.
let current: TrackingRecord | undefined
let currentFirst: TrackingRecord | undefined
let started = false
let captured = false

/** Records a touch: by default, where the visitor is now. */
export function captureNow(touch: Touch = touchNow()): void {
  captured = true
  try {
    const touches = captureTouches(browserStorage(), touch)
    current = touches.last
    currentFirst = currentFirst ?? touches.first
  } catch (error) {
    console.log("tracking: capture failed", error)
  }
}

export function currentTracking(): TrackingRecord | undefined {
  // A click can come before this load's capture has run: capture first, so it carries this touch.
  if (!captured) captureNow(arrivalTouch())
  return loadTracking(browserStorage()) ?? current
}

/** The first campaign the visitor came with (storage, else this page's memory). */
export function firstTouch(): TrackingRecord | undefined {
  if (!captured) captureNow(arrivalTouch())
  return loadFirstTouch(browserStorage()) ?? currentFirst
}

/** After the page's load: this load's touch, unless a click captured it already; then each back/forward one. */
export function captureArrival(): void {
  if (started) return
  started = true
  if (!captured) captureNow(arrivalTouch())
  window.addEventListener("pageshow", event => {
    // Restored from the back/forward cache: no load, but a new touch.
    if (event.persisted) captureNow()
  })
  window.addEventListener("popstate", () => captureNow())
}
