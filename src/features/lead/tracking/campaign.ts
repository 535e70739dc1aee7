/**
 * Campaign attribution (docs/features.md): the 20 tracked URL parameters are read on every load and back/forward
 * navigation and kept in localStorage, so a lead sent later still says where the visitor came from. Values are plain
 * strings cut to 200 characters; a repeated key takes its first non-empty value. The last non-empty touch wins: an
 * address with a tracked parameter replaces the stored set as a whole, one without keeps it. The first touch with
 * parameters is kept apart, once: the lead carries both.
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from "../../../lib/storage"

export const TRACKED_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "ttclid",
  "msclkid",
  "ref",
  "referrer",
  "affiliate",
  "partner",
  "promo",
  "discount",
  // Hotmart's and Kiwify's own source keys: their sales reports split by them.
  "src",
  "sck",
] as const

type TrackedParam = (typeof TRACKED_PARAMS)[number]
export type TrackingParams = Partial<Record<TrackedParam, string>>

export interface TrackingRecord {
  params: TrackingParams
  timestamp: string
  /** document.referrer at the touch that set these params. */
  referrer: string
  landing_page: string
}

/** Product-specific, so other sites on the same origin (previews) cannot collide. */
export const TRACKING_STORAGE_KEY = "formacao-magic:tracking"
export const FIRST_TOUCH_STORAGE_KEY = "formacao-magic:first-touch"
export const PARAM_MAX_LENGTH = 200
export const URL_MAX_LENGTH = 1000

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g

/** A plain, single-line string of at most `max` characters: control characters have no business in a CRM field. */
export const cleanText = (value: string, max: number) => value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max)

/** The tracked parameters of a query string ('?a=1&b=2' or 'a=1&b=2'). */
export function readTrackingParams(search: string): TrackingParams {
  const query = new URLSearchParams(search)
  const params: TrackingParams = {}
  for (const key of TRACKED_PARAMS) {
    const value = query
      .getAll(key)
      .map(candidate => cleanText(candidate, PARAM_MAX_LENGTH))
      .find(Boolean)
    if (value) params[key] = value
  }
  return params
}

/** The ad platforms' click ids: they leave or stay only with marketing consent. */
const CLICK_IDS = new Set(["gclid", "gbraid", "wbraid", "fbclid", "ttclid", "msclkid", "dclid"])

/** An address without its click ids; text that is not an address is kept as it is. */
export function withoutClickIdsInUrl(address: string): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return address
  }
  for (const key of [...url.searchParams.keys()]) if (CLICK_IDS.has(key)) url.searchParams.delete(key)
  return url.toString()
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

export interface Touch {
  search: string
  href: string
  referrer: string
  now: Date
}

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

export interface Touches {
  last: TrackingRecord
  /** The first touch with parameters; undefined until one came. */
  first?: TrackingRecord
}

/** Writes both touches again, as the visitor's marketing consent now allows. */
export function storeTouches(target: KeyValueStore | undefined, touches: Partial<Touches>, keepClickIds: boolean) {
  if (touches.last) store(target, TRACKING_STORAGE_KEY, touches.last, keepClickIds)
  if (touches.first) store(target, FIRST_TOUCH_STORAGE_KEY, touches.first, keepClickIds)
}

/**
 * Records one touch as the last, and as the first when none is kept yet: the campaign stored before (a visitor from
 * before first touches were kept), else this touch, when it carries parameters. Without storage the result still
 * holds this touch for the page.
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
