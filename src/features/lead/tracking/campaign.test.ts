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
  type TrackingRecord,
} from "./campaign"

const touch = (search: string, extra: Partial<{ referrer: string; now: Date }> = {}) => ({
  search,
  href: `https://formacaomagic.com.br/${search}`,
  referrer: extra.referrer ?? "https://www.google.com/",
  now: extra.now ?? new Date("2025-03-01T12:00:00Z"),
})

describe("readTrackingParams", () => {
  it("reads all 20 tracked keys and nothing else", () => {
    const search = `?${TRACKED_PARAMS.map(key => `${key}=v-${key}`).join("&")}&foo=bar&utm_other=x&__proto__=y`
    const params = readTrackingParams(search)
    expect(Object.keys(params).sort()).toEqual([...TRACKED_PARAMS].sort())
    expect(params.gclid).toBe("v-gclid")
    expect(params.src).toBe("v-src")
    expect(params.sck).toBe("v-sck")
    expect(params).not.toHaveProperty("foo")
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
  })

  it("takes the first non-empty value of a repeated key", () => {
    expect(readTrackingParams("?utm_source=&utm_source=google&utm_source=meta")).toEqual({ utm_source: "google" })
  })

  it("decodes, trims, ignores empty values and cuts long values to 200 characters", () => {
    const params = readTrackingParams(`?utm_campaign=black%20friday+2025&utm_term=%20%20&ref=${"a".repeat(100_000)}`)
    expect(params.utm_campaign).toBe("black friday 2025")
    expect(params).not.toHaveProperty("utm_term")
    expect(params.ref).toHaveLength(PARAM_MAX_LENGTH)
  })

  it("keeps hostile values as plain text without control characters", () => {
    const params = readTrackingParams(
      "?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&ref=javascript:alert(1)&promo=a%00b%0Ac",
    )
    expect(params).toEqual({ utm_source: "<script>alert(1)</script>", ref: "javascript:alert(1)", promo: "a b c" })
  })

  it("keeps the checkout platforms' src and sck like the others: trimmed, capped and decoded", () => {
    const params = readTrackingParams(`?utm_source=instagram&src=story&sck=an%C3%BAncio%207%7Cfeed&src=outro`)
    expect(params).toEqual({ utm_source: "instagram", src: "story", sck: "anúncio 7|feed" })
    expect(readTrackingParams(`?sck=${"x".repeat(500)}`).sck).toHaveLength(PARAM_MAX_LENGTH)
  })

  it("returns nothing for an empty or odd query", () => {
    expect(readTrackingParams("")).toEqual({})
    expect(readTrackingParams("?")).toEqual({})
    expect(readTrackingParams("?%E0%A4%A=1&&=&utm_source")).toEqual({})
  })
})

describe("last non-empty touch wins", () => {
  const first = nextTrackingRecord(undefined, touch("?utm_source=google&gclid=g1"))

  it("records params, time, referrer and landing page", () => {
    expect(first).toEqual({
      params: { utm_source: "google", gclid: "g1" },
      timestamp: "2025-03-01T12:00:00.000Z",
      referrer: "https://www.google.com/",
      landing_page: "https://formacaomagic.com.br/?utm_source=google&gclid=g1",
    })
  })

  it("keeps the earlier params on a later visit without any", () => {
    expect(nextTrackingRecord(first, touch("", { now: new Date("2025-03-02T00:00:00Z") }))).toBe(first)
    expect(nextTrackingRecord(first, touch("?foo=bar"))).toBe(first)
  })

  it("replaces them as a whole on a later visit with params", () => {
    const later = nextTrackingRecord(
      first,
      touch("?utm_source=meta&fbclid=f1", { now: new Date("2025-03-05T00:00:00Z") }),
    )
    expect(later.params).toEqual({ utm_source: "meta", fbclid: "f1" })
    expect(later.timestamp).toBe("2025-03-05T00:00:00.000Z")
  })

  it("records a direct first visit, so its referrer is known", () => {
    expect(nextTrackingRecord(undefined, touch("", { referrer: "" })).params).toEqual({})
  })
})

describe("captureTracking and loadTracking", () => {
  it("stores src and sck in the record and reads them back", () => {
    const store = createMemoryStorage()
    captureTracking(store, touch("?src=story&sck=anuncio-7"), true)
    expect(loadTracking(store)?.params).toEqual({ src: "story", sck: "anuncio-7" })
  })

  it("stores under the product-specific key and reads it back", () => {
    const store = createMemoryStorage()
    const record = captureTracking(store, touch("?utm_source=google"), true)
    expect(store.length).toBe(1)
    expect(store.key(0)).toBe(TRACKING_STORAGE_KEY)
    expect(loadTracking(store)).toEqual(record)
  })

  it("does not rewrite storage when nothing changed", () => {
    const store = createMemoryStorage()
    captureTracking(store, touch("?utm_source=google"), true)
    const setItem = jest.spyOn(store, "setItem")
    captureTracking(store, touch(""), true)
    expect(setItem).not.toHaveBeenCalled()
  })

  it("works with storage that throws, returning this touch", () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("quota")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    expect(captureTracking(broken, touch("?gclid=x"), true).params).toEqual({ gclid: "x" })
  })

  it.each([
    ["invalid JSON", "{{"],
    ["a wrong shape", JSON.stringify({ params: "x", timestamp: "2025-01-01T00:00:00Z" })],
    ["a bad timestamp", JSON.stringify({ params: {}, timestamp: "yesterday" })],
    ["an array", "[]"],
  ])("replaces %s in the tracking key with a fresh record", (_, raw) => {
    const store = createMemoryStorage({ [TRACKING_STORAGE_KEY]: raw })
    const record = captureTracking(store, touch("?utm_source=google"), true)
    expect(record.params).toEqual({ utm_source: "google" })
    expect(JSON.parse(store.getItem(TRACKING_STORAGE_KEY) ?? "null")).toEqual(record)
  })
})

describe("parseTrackingRecord", () => {
  it("drops unknown keys and non-strings and cuts long values", () => {
    const parsed = parseTrackingRecord({
      params: { utm_source: "a".repeat(500), evil: "x", gclid: 5, ref: "ok" },
      timestamp: "2025-01-01T00:00:00.000Z",
      referrer: 7,
      landing_page: "https://x.com/",
    }) as TrackingRecord
    expect(parsed.params).toEqual({ utm_source: "a".repeat(PARAM_MAX_LENGTH), ref: "ok" })
    expect(parsed.referrer).toBe("")
    expect(parsed.landing_page).toBe("https://x.com/")
  })
})

describe("without marketing consent", () => {
  it("stores no click id, in the parameters or the addresses, while this page keeps them", () => {
    const store = createMemoryStorage()
    const { last, first } = captureTouches(store, touch("?utm_source=google&gclid=g1&fbclid=f1"), false)
    expect(last.params).toEqual({ utm_source: "google", gclid: "g1", fbclid: "f1" })
    const stored = [TRACKING_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY].map(key => store.getItem(key) ?? "")
    for (const text of stored) expect(text).not.toMatch(/gclid|fbclid|g1|f1/)
    storeTouches(store, { last, first }, true)
    expect(loadTracking(store)?.params).toEqual(last.params)
  })
})

describe("first touch", () => {
  it("keeps the first campaign, under its own key, while the last touch moves on", () => {
    const store = createMemoryStorage()
    expect(captureTouches(store, touch("", { referrer: "" }), true).first).toBeUndefined()
    const google = captureTouches(store, touch("?utm_source=google&gclid=g1"), true)
    expect(google.first?.params).toEqual({ utm_source: "google", gclid: "g1" })
    const later = captureTouches(
      store,
      touch("?utm_source=instagram&fbclid=f1", { now: new Date("2025-03-09T00:00:00Z") }),
      true,
    )
    expect(later.last.params).toEqual({ utm_source: "instagram", fbclid: "f1" })
    expect(later.first).toEqual(google.first)
    expect(loadFirstTouch(store)).toEqual(google.first)
    expect(JSON.parse(store.getItem(FIRST_TOUCH_STORAGE_KEY) ?? "null")).toEqual(google.first)
  })

  it("adopts a campaign stored before first touches were kept", () => {
    const store = createMemoryStorage()
    const earlier = captureTracking(store, touch("?utm_source=newsletter"), true)
    const { first, last } = captureTouches(store, touch("?utm_source=meta"), true)
    expect(first).toEqual(earlier)
    expect(last.params).toEqual({ utm_source: "meta" })
  })

  it("without storage, still returns this touch as first for the page", () => {
    expect(captureTouches(undefined, touch("?utm_source=google"), true).first?.params).toEqual({ utm_source: "google" })
  })
})
