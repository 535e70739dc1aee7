import { createMemoryStorage, type KeyValueStore } from "../../../lib/storage"
import {
  captureTouches,
  captureTracking,
  FIRST_TOUCH_STORAGE_KEY,
  loadFirstTouch,
  loadTracking,
  nextTrackingRecord,
  PARAM_MAX_LENGTH,
  parseTrackingRecord,
  readTrackingParams,
  storeTouches,
  TRACKED_PARAMS,
  TRACKING_STORAGE_KEY,
} from "./campaign"

const touch = (search: string, extra: Partial<{ referrer: string; now: Date }> = {}) => ({
  search,
  href: `https://formacaomagic.com.br/${search}`,
  referrer: extra.referrer ?? "https://www.google.com/",
  now: extra.now ?? new Date("2025-03-01T12:00:00Z"),
})
const stored = (store: KeyValueStore, key = TRACKING_STORAGE_KEY) => JSON.parse(store.getItem(key) ?? "null") as unknown

describe("readTrackingParams", () => {
  it("reads the 20 tracked keys (the platforms' src and sck too) and nothing else, each its first non-empty value", () => {
    const search = `?${TRACKED_PARAMS.map(key => `${key}=v-${key}`).join("&")}&foo=bar&utm_other=x&__proto__=y`
    const params = readTrackingParams(search)
    expect(params).toEqual(Object.fromEntries(TRACKED_PARAMS.map(key => [key, `v-${key}`])))
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
    expect(readTrackingParams("?utm_source=&utm_source=google&utm_source=meta&src=story&src=outro")).toEqual({
      utm_source: "google",
      src: "story",
    })
  })

  it("decodes, trims and cuts values to 200 characters, as plain text without control characters", () => {
    const params = readTrackingParams(
      `?utm_campaign=black%20friday+2025&utm_term=%20%20&sck=an%C3%BAncio%207%7Cfeed&ref=${"a".repeat(100_000)}` +
        "&utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&referrer=javascript:alert(1)&promo=a%00b%0Ac",
    )
    expect(params).toEqual({
      utm_campaign: "black friday 2025",
      sck: "anúncio 7|feed",
      ref: "a".repeat(PARAM_MAX_LENGTH),
      utm_source: "<script>alert(1)</script>",
      referrer: "javascript:alert(1)",
      promo: "a b c",
    })
    for (const odd of ["", "?", "?%E0%A4%A=1&&=&utm_source"]) expect(readTrackingParams(odd)).toEqual({})
  })
})

describe("the last non-empty touch wins", () => {
  const first = nextTrackingRecord(undefined, touch("?utm_source=google&gclid=g1"))

  it("records params, time, referrer and landing page, a direct first visit's too, and keeps them without new ones", () => {
    expect(first).toEqual({
      params: { utm_source: "google", gclid: "g1" },
      timestamp: "2025-03-01T12:00:00.000Z",
      referrer: "https://www.google.com/",
      landing_page: "https://formacaomagic.com.br/?utm_source=google&gclid=g1",
    })
    expect(nextTrackingRecord(undefined, touch("", { referrer: "" })).params).toEqual({})
    expect(nextTrackingRecord(first, touch("", { now: new Date("2025-03-02T00:00:00Z") }))).toBe(first)
    expect(nextTrackingRecord(first, touch("?foo=bar"))).toBe(first)
  })

  it("replaces them as a whole on a later visit with params", () => {
    const later = nextTrackingRecord(
      first,
      touch("?utm_source=meta&fbclid=f1", { now: new Date("2025-03-05T00:00:00Z") }),
    )
    expect(later).toMatchObject({ params: { utm_source: "meta", fbclid: "f1" }, timestamp: "2025-03-05T00:00:00.000Z" })
  })
})

describe("captureTracking", () => {
  it("stores under the product's key, reads it back, and does not rewrite it when nothing changed", () => {
    const store = createMemoryStorage()
    const record = captureTracking(store, touch("?utm_source=google&src=story&sck=anuncio-7"), true)
    expect(store.length).toBe(1)
    expect(loadTracking(store)).toEqual(record)
    const setItem = jest.spyOn(store, "setItem")
    captureTracking(store, touch(""), true)
    expect(setItem).not.toHaveBeenCalled()
  })

  it("returns this touch with storage that throws", () => {
    const denied = () => {
      throw new Error("denied")
    }
    const broken = { getItem: denied, setItem: denied, removeItem: denied }
    expect(captureTracking(broken, touch("?gclid=x"), true).params).toEqual({ gclid: "x" })
  })

  it.each([
    ["invalid JSON", "{{"],
    ["a wrong shape", JSON.stringify({ params: "x", timestamp: "2025-01-01T00:00:00Z" })],
    ["a bad timestamp", JSON.stringify({ params: {}, timestamp: "yesterday" })],
    ["an array", "[]"],
  ])("replaces %s with a fresh record", (_, raw) => {
    const store = createMemoryStorage({ [TRACKING_STORAGE_KEY]: raw })
    const record = captureTracking(store, touch("?utm_source=google"), true)
    expect(record.params).toEqual({ utm_source: "google" })
    expect(stored(store)).toEqual(record)
  })

  it("reads back only known keys and strings, cut to length", () => {
    const parsed = parseTrackingRecord({
      params: { utm_source: "a".repeat(500), evil: "x", gclid: 5, ref: "ok" },
      timestamp: "2025-01-01T00:00:00.000Z",
      referrer: 7,
      landing_page: "https://x.com/",
    })
    expect(parsed).toEqual({
      params: { utm_source: "a".repeat(PARAM_MAX_LENGTH), ref: "ok" },
      timestamp: "2025-01-01T00:00:00.000Z",
      referrer: "",
      landing_page: "https://x.com/",
    })
  })
})

it("without marketing consent, stores no click id, in the parameters or the addresses, while this page keeps them", () => {
  const store = createMemoryStorage()
  const { last, first } = captureTouches(store, touch("?utm_source=google&gclid=g1&fbclid=f1"), false)
  expect(last.params).toEqual({ utm_source: "google", gclid: "g1", fbclid: "f1" })
  for (const key of [TRACKING_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY]) {
    expect(store.getItem(key)).toContain("utm_source")
    expect(store.getItem(key)).not.toMatch(/gclid|fbclid|g1|f1/)
  }
  storeTouches(store, { last, first }, true)
  expect(loadTracking(store)?.params).toEqual(last.params)
})

describe("the first touch", () => {
  it("is the first campaign, kept under its own key while the last touch moves on", () => {
    const store = createMemoryStorage()
    expect(captureTouches(store, touch("", { referrer: "" }), true).first).toBeUndefined()
    const google = captureTouches(store, touch("?utm_source=google&gclid=g1"), true)
    expect(google.first?.params).toEqual({ utm_source: "google", gclid: "g1" })
    const later = captureTouches(store, touch("?utm_source=instagram", { now: new Date("2025-03-09T00:00:00Z") }), true)
    expect(later.last.params).toEqual({ utm_source: "instagram" })
    expect(later.first).toEqual(google.first)
    expect(loadFirstTouch(store)).toEqual(google.first)
  })

  it("is a campaign stored before first touches were kept, or without storage this touch", () => {
    const store = createMemoryStorage()
    const earlier = captureTracking(store, touch("?utm_source=newsletter"), true)
    expect(captureTouches(store, touch("?utm_source=meta"), true).first).toEqual(earlier)
    expect(captureTouches(undefined, touch("?utm_source=google"), true).first?.params).toEqual({ utm_source: "google" })
  })
})
