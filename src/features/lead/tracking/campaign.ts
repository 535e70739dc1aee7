/**
 * Campaign attribution (docs/features.md): the tracked URL parameters of each load and back/forward navigation, kept
 * in localStorage. A repeated key takes its first non-empty value. An address with a tracked parameter replaces the
 * stored set as a whole, one without keeps it; the first touch with parameters is kept apart, once.
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from "../../../lib/storage"

/** The ad platforms' click ids: they leave or stay only with marketing consent. */
export const CLICK_ID_PARAMS = ["fbclid", "gclid", "gbraid", "wbraid", "ttclid", "msclkid"] as const
const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"] as const
// src and sck: Hotmart's and Kiwify's own source keys, which their sales reports split by.
const OTHER_PARAMS = ["ref", "referrer", "affiliate", "partner", "promo", "discount", "src", "sck"] as const
export const TRACKED_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS, ...OTHER_PARAMS] as const

type TrackedParam = (typeof TRACKED_PARAMS)[number]
export type TrackingParams = Partial<Record<TrackedParam, string>>

/** `referrer`: document.referrer at the touch that set these params. */
export type TrackingRecord = { params: TrackingParams; timestamp: string; referrer: string; landing_page: string }

export const TRACKING_STORAGE_KEY = "formacao-magic:tracking"
export const FIRST_TOUCH_STORAGE_KEY = "formacao-magic:first-touch"
export const PARAM_MAX_LENGTH = 200
export const URL_MAX_LENGTH = 1000

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g

/** A single-line string of at most `max` characters: control characters have no business in a CRM field. */
export const cleanText = (value: string, max: number) => value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max)

/** The tracked parameters of a query string ('?a=1&b=2' or 'a=1&b=2'). */
export function readTrackingParams(search: string): TrackingParams {
  const query = new URLSearchParams(search)
  const params: TrackingParams = {}
  for (const key of TRACKED_PARAMS) {
    const value = query.getAll(key).find(candidate => cleanText(candidate, PARAM_MAX_LENGTH))
    if (value) params[key] = cleanText(value, PARAM_MAX_LENGTH)
  }
  return params
}

const CLICK_IDS = new Set<string>([...CLICK_ID_PARAMS, "dclid"])

/** An address without its click ids; text that is not an address is kept as it is. */
export function withoutClickIdsInUrl(address: string): string {
  try {
    const url = new URL(address)
    for (const key of [...url.searchParams.keys()]) if (CLICK_IDS.has(key)) url.searchParams.delete(key)
    return url.toString()
  } catch {
    return address
  }
}

export function withoutClickIds(params: TrackingParams): TrackingParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !CLICK_IDS.has(key)))
}

/** A touch as it may be kept without marketing consent: no click id in its parameters or its addresses. */
export function withoutClickIdsInRecord({ params, timestamp, referrer, landing_page }: TrackingRecord): TrackingRecord {
  return {
    params: withoutClickIds(params),
    timestamp,
    referrer: withoutClickIdsInUrl(referrer),
    landing_page: withoutClickIdsInUrl(landing_page),
  }
}

const hasParams = (record: TrackingRecord | undefined) => record !== undefined && Object.keys(record.params).length > 0
const text = (value: unknown) => (typeof value === "string" ? cleanText(value, URL_MAX_LENGTH) : "")

/** Accepts only the stored shape; unknown keys and non-strings are dropped, over-long text is cut. */
export function parseTrackingRecord(value: unknown): TrackingRecord | undefined {
  if (!isRecord(value) || !isRecord(value.params)) return undefined
  if (typeof value.timestamp !== "string" || Number.isNaN(Date.parse(value.timestamp))) return undefined
  const params: TrackingParams = {}
  for (const [key, raw] of Object.entries(value.params)) {
    const clean = typeof raw === "string" ? cleanText(raw, PARAM_MAX_LENGTH) : ""
    if (clean && (TRACKED_PARAMS as readonly string[]).includes(key)) params[key as TrackedParam] = clean
  }
  return { params, timestamp: value.timestamp, referrer: text(value.referrer), landing_page: text(value.landing_page) }
}

export type Touch = { search: string; href: string; referrer: string; now: Date }

/** The record to keep after a touch: the new one when it carries params (or nothing was stored), else the stored one. */
export function nextTrackingRecord(stored: TrackingRecord | undefined, touch: Touch): TrackingRecord {
  const params = readTrackingParams(touch.search)
  if (stored && Object.keys(params).length === 0) return stored
  return { params, timestamp: touch.now.toISOString(), referrer: text(touch.referrer), landing_page: text(touch.href) }
}

export const loadTracking = (store: KeyValueStore | undefined) =>
  readJson(store, TRACKING_STORAGE_KEY, parseTrackingRecord)
export const loadFirstTouch = (store: KeyValueStore | undefined) =>
  readJson(store, FIRST_TOUCH_STORAGE_KEY, parseTrackingRecord)

/** Writes a touch as storage may hold it: click ids only with marketing consent. */
function store(target: KeyValueStore | undefined, key: string, record: TrackingRecord, keepClickIds: boolean) {
  writeJson(target, key, keepClickIds ? record : withoutClickIdsInRecord(record))
}

/** Records one touch and returns the record in force, click ids included (this page's memory), storage or not. */
export function captureTracking(target: KeyValueStore | undefined, touch: Touch, keepClickIds: boolean) {
  const stored = loadTracking(target)
  const next = nextTrackingRecord(stored, touch)
  if (next !== stored) store(target, TRACKING_STORAGE_KEY, next, keepClickIds)
  return next
}

/** `first`: the first touch with parameters, once one came. */
export type Touches = { last: TrackingRecord; first?: TrackingRecord }

/** Writes both touches again, as the visitor's marketing consent now allows. */
export function storeTouches(target: KeyValueStore | undefined, touches: Partial<Touches>, keepClickIds: boolean) {
  if (touches.last) store(target, TRACKING_STORAGE_KEY, touches.last, keepClickIds)
  if (touches.first) store(target, FIRST_TOUCH_STORAGE_KEY, touches.first, keepClickIds)
}

/**
 * Records one touch as the last, and as the first when none is kept yet: the campaign stored before (a visitor from
 * before first touches were kept), else this touch, when it carries parameters.
 */
export function captureTouches(target: KeyValueStore | undefined, touch: Touch, keepClickIds: boolean): Touches {
  const kept = loadFirstTouch(target)
  const earlier = kept ? undefined : loadTracking(target)
  const last = captureTracking(target, touch, keepClickIds)
  if (kept) return { last, first: kept }
  const first = [earlier, last].find(hasParams)
  if (first) store(target, FIRST_TOUCH_STORAGE_KEY, first, keepClickIds)
  return { last, first }
}
