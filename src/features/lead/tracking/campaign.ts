/**
 * Campaign attribution: the 20 tracked URL parameters are read from the
 * address on every load and back/forward navigation and kept in
 * localStorage, so a lead sent later still says where the visitor came from.
 *
 * Rules (documented in docs/features.md):
 * - Only the 20 keys below are kept; values are plain strings cut to 200 chars.
 * - A repeated key (?utm_source=a&utm_source=b) takes its first non-empty value.
 * - Last non-empty touch wins: an address with at least one tracked parameter
 *   replaces the stored set as a whole; an address without any keeps it.
 * - The first touch with parameters is kept apart, once, under the same rules
 *   (FIRST_TOUCH_STORAGE_KEY): the lead carries both.
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from "../../../lib/storage"

export const TRACKED_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  // The ad platforms' click ids (CLICK_IDS: kept and sent only with marketing consent).
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

export type TrackedParam = (typeof TRACKED_PARAMS)[number]
export type TrackingParams = Partial<Record<TrackedParam, string>>

export interface TrackingRecord {
  params: TrackingParams
  /** ISO 8601 time of the touch that set these params. */
  timestamp: string
  /** document.referrer at that touch. */
  referrer: string
  /** The address the visitor landed on at that touch. */
  landing_page: string
}

/** Product-specific so other sites on the same origin (previews) cannot collide. */
export const TRACKING_STORAGE_KEY = "formacao-magic:tracking"
/** The first touch that carried parameters; never replaced. */
export const FIRST_TOUCH_STORAGE_KEY = "formacao-magic:first-touch"
export const PARAM_MAX_LENGTH = 200
export const URL_MAX_LENGTH = 1000

const TRACKED = new Set<string>(TRACKED_PARAMS)

/** A plain, single-line string of at most `max` characters. */
export function cleanText(value: string, max: number): string {
  // Control characters have no business in a CRM field.
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .trim()
      .slice(0, max)
  )
}

/** The tracked parameters of a query string ('?a=1&b=2' or 'a=1&b=2'). */
export function readTrackingParams(search: string): TrackingParams {
  let query: URLSearchParams
  try {
    query = new URLSearchParams(search)
  } catch {
    return {}
  }
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
export const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "ttclid", "msclkid", "dclid"] as const
const CLICK_ID_SET = new Set<string>(CLICK_IDS)

/** An address without its click ids; text that is not an address is kept as it is. */
export function withoutClickIdsInUrl(address: string): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return address
  }
  for (const key of [...url.searchParams.keys()]) if (CLICK_ID_SET.has(key)) url.searchParams.delete(key)
  return url.toString()
}

/** The parameters without the click ids. */
export function withoutClickIds(params: TrackingParams): TrackingParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !CLICK_ID_SET.has(key)))
}

/** A touch as it may be kept without marketing consent: no click id in its parameters or its addresses. */
export function withoutClickIdsInRecord(record: TrackingRecord): TrackingRecord {
  return {
    params: withoutClickIds(record.params),
    timestamp: record.timestamp,
    referrer: withoutClickIdsInUrl(record.referrer),
    landing_page: withoutClickIdsInUrl(record.landing_page),
  }
}

export function hasParams(params: TrackingParams): boolean {
  return Object.keys(params).length > 0
}

/** Accepts only the stored shape; unknown keys and non-strings are dropped, over-long text is cut. */
export function parseTrackingRecord(value: unknown): TrackingRecord | undefined {
  if (!isRecord(value) || !isRecord(value.params)) return undefined
  if (typeof value.timestamp !== "string" || Number.isNaN(Date.parse(value.timestamp))) return undefined
  const params: TrackingParams = {}
  for (const [key, raw] of Object.entries(value.params)) {
    if (!TRACKED.has(key) || typeof raw !== "string") continue
    const clean = cleanText(raw, PARAM_MAX_LENGTH)
    if (clean) params[key as TrackedParam] = clean
  }
  return {
    params,
    timestamp: value.timestamp,
    referrer: typeof value.referrer === "string" ? cleanText(value.referrer, URL_MAX_LENGTH) : "",
    landing_page: typeof value.landing_page === "string" ? cleanText(value.landing_page, URL_MAX_LENGTH) : "",
  }
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
  if (stored && !hasParams(params)) return stored
  return {
    params,
    timestamp: touch.now.toISOString(),
    referrer: cleanText(touch.referrer, URL_MAX_LENGTH),
    landing_page: cleanText(touch.href, URL_MAX_LENGTH),
  }
}

export function loadTracking(store: KeyValueStore | undefined): TrackingRecord | undefined {
  return readJson(store, TRACKING_STORAGE_KEY, parseTrackingRecord)
}

/** What storage may hold of a record: click ids only with marketing consent. */
const storable = (record: TrackingRecord, keepClickIds: boolean) =>
  keepClickIds ? record : withoutClickIdsInRecord(record)

/**
 * Records one touch and returns the record in force, click ids included (for
 * this page's memory). Works without storage: the record of this touch is
 * still returned for this page's checkout links.
 */
export function captureTracking(store: KeyValueStore | undefined, touch: Touch, keepClickIds: boolean): TrackingRecord {
  const stored = loadTracking(store)
  const next = nextTrackingRecord(stored, touch)
  if (next !== stored) writeJson(store, TRACKING_STORAGE_KEY, storable(next, keepClickIds))
  return next
}

/** Writes both touches again, as the visitor's marketing consent now allows. */
export function storeTouches(store: KeyValueStore | undefined, touches: Partial<Touches>, keepClickIds: boolean): void {
  if (touches.last) writeJson(store, TRACKING_STORAGE_KEY, storable(touches.last, keepClickIds))
  if (touches.first) writeJson(store, FIRST_TOUCH_STORAGE_KEY, storable(touches.first, keepClickIds))
}

export function loadFirstTouch(store: KeyValueStore | undefined): TrackingRecord | undefined {
  return readJson(store, FIRST_TOUCH_STORAGE_KEY, parseTrackingRecord)
}

export interface Touches {
  /** The last touch, as captureTracking keeps it. */
  last: TrackingRecord
  /** The first touch with parameters; undefined until one came. */
  first?: TrackingRecord
}

/**
 * Records one touch as last touch, and as first touch when none is kept yet:
 * the campaign stored before this touch (a visitor from before first touches
 * were kept), else this touch, when it carries parameters. Without storage the
 * result still holds this touch for the page.
 */
export function captureTouches(store: KeyValueStore | undefined, touch: Touch, keepClickIds: boolean): Touches {
  const kept = loadFirstTouch(store)
  const earlier = kept ? undefined : loadTracking(store)
  const last = captureTracking(store, touch, keepClickIds)
  if (kept) return { last, first: kept }
  const first = [earlier, last].find(record => record && hasParams(record.params))
  if (first) writeJson(store, FIRST_TOUCH_STORAGE_KEY, storable(first, keepClickIds))
  return { last, first }
}
