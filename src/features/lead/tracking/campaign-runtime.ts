/** The page's campaign capture: click ids are stored and leave only with marketing consent (memory keeps them). */
import { browserStorage } from "../../../lib/storage"
import { consentGranted, subscribeConsent } from "../../consent/consent-state"
import { arrivalTouch, provideCampaign, touchNow } from "./arrival"
import {
  captureTouches,
  loadFirstTouch,
  loadTracking,
  storeTouches,
  withoutClickIdsInRecord,
  type Touch,
  type TrackingRecord,
} from "./campaign"

let current: TrackingRecord | undefined
let currentFirst: TrackingRecord | undefined
let started = false
let captured = false

const marketing = () => consentGranted("marketing")
const consented = (record: TrackingRecord | undefined) =>
  record && !marketing() ? withoutClickIdsInRecord(record) : record

export function captureNow(touch: Touch = touchNow()): void {
  captured = true
  try {
    const touches = captureTouches(browserStorage(), touch, marketing())
    current = touches.last
    currentFirst ??= touches.first
  } catch (error) {
    console.log("tracking: capture failed", error)
  }
}

/** A click can come before this load's capture has run: it captures first, so it carries this touch. */
const ensureCaptured = () => captured || captureNow(arrivalTouch())

export function currentTracking(): TrackingRecord | undefined {
  ensureCaptured()
  return consented(current ?? loadTracking(browserStorage()))
}

export function firstTouch(): TrackingRecord | undefined {
  ensureCaptured()
  return consented(currentFirst ?? loadFirstTouch(browserStorage()))
}

provideCampaign(() => currentTracking()?.params)

/** After the page's load: this load's touch, unless a click captured it already; then each back/forward one. */
export function captureArrival(): void {
  if (started) return
  started = true
  ensureCaptured()
  // A later grant keeps the click ids for the next visits; a withdrawal removes them from storage.
  subscribeConsent(() => storeTouches(browserStorage(), { last: current, first: currentFirst }, marketing()))
  // Restored from the back/forward cache: no load, but a new touch.
  window.addEventListener("pageshow", event => event.persisted && captureNow())
  window.addEventListener("popstate", () => captureNow())
}
