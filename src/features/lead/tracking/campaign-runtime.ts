/**
 * The page's campaign capture (browser only): gatsby-browser starts it at
 * every page load; the lead form and the buy buttons read the campaign from it.
 */
import { browserStorage } from "../../../lib/storage"
import { captureTouches, loadFirstTouch, loadTracking, type TrackingRecord } from "./campaign"

// Kept in memory too, so checkout links carry the params even when storage is refused.
let current: TrackingRecord | undefined
let currentFirst: TrackingRecord | undefined
let started = false
let captured = false

export function captureNow(): void {
  captured = true
  try {
    const touches = captureTouches(browserStorage(), {
      search: window.location.search,
      href: window.location.href,
      referrer: document.referrer,
      now: new Date(),
    })
    current = touches.last
    currentFirst = currentFirst ?? touches.first
  } catch (error) {
    console.log("tracking: capture failed", error)
  }
}

export function currentTracking(): TrackingRecord | undefined {
  // A click can come before this load's capture has run: capture first, so it carries this touch.
  if (!captured) captureNow()
  return loadTracking(browserStorage()) ?? current
}

/** The first campaign the visitor came with (storage, else this page's memory). */
export function firstTouch(): TrackingRecord | undefined {
  if (!captured) captureNow()
  return loadFirstTouch(browserStorage()) ?? currentFirst
}

/** At page load: capture the campaign (in the next task), and again at each back/forward navigation. */
export function startCampaignCapture(): void {
  if (started) return
  started = true
  // In a task of its own: the page's first localStorage read opens the site's storage, and inside
  // the app's start-up task it made that task longer (currentTracking captures sooner if asked).
  setTimeout(() => {
    if (!captured) captureNow()
  }, 0)
  window.addEventListener("pageshow", event => {
    // Restored from the back/forward cache: no load, but a new touch.
    if (event.persisted) captureNow()
  })
  window.addEventListener("popstate", captureNow)
}
