/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react"
import { offerState, offerWindow, SECOND, type OfferName } from "../../content-model/offers"
import { parseDateTime } from "../../lib/date-time"
import { offerDocument } from "./offer-document"
import { OfferOnPage } from "./OfferOnPage"
import { offerHtmlAttributes, offerOnlyStyles, OFFER_STATE_SCRIPT, startOffer, stopOffer } from "./offer-page"

const HOUR = 3600 * SECOND
const DAY = 24 * HOUR
const [START, END] = ["2026-11-30T00:00:00-03:00", "2026-12-06T23:59:59-03:00"]
const [start, end] = [START, END].map(parseDateTime)
const week = offerWindow({ startsAt: START, endsAt: END })
const openEnded = offerWindow({ endsAt: END })
const promo = offerWindow({ endsAt: "2026-11-30T23:59:59-03:00" })
const promoLastDay = parseDateTime("2026-11-30T00:00:00-03:00")
const root = document.documentElement
const state = (offer: OfferName) => [root.getAttribute(`data-${offer}`), root.getAttribute(`data-${offer}-day`)]

function setAttributes(attributes: Record<string, string>) {
  for (const name of root.getAttributeNames()) if (/^data-(week|promo)/.test(name)) root.removeAttribute(name)
  Object.entries(attributes).forEach(([name, value]) => root.setAttribute(name, value))
}

/** The head's inline script, run as the browser would, with the visitor's clock at `now`. */
function runScript(now: number) {
  jest.spyOn(Date, "now").mockReturnValueOnce(now)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script's own text is the point
  ;(new Function(OFFER_STATE_SCRIPT) as () => void)()
}

/** The offer's elements the page shows, one per `data-<offer>-only` value. */
function visible(offer: OfferName) {
  document.head.innerHTML = `<style>${offerOnlyStyles(offer)}</style>`
  document.body.innerHTML = ["open", "until", "last-day", "closed", "before", "ended", "counting"]
    .map(only => `<p data-${offer}-only="${only}">${only}</p>`)
    .join("")
  return [...document.querySelectorAll("p")].filter(p => getComputedStyle(p).display !== "none").map(p => p.textContent)
}

afterEach(() => {
  stopOffer("week")
  stopOffer("promo")
  jest.useRealTimers()
})

it("the static HTML holds the state at build time: a page built after the deadline is over without a script", () => {
  expect(offerHtmlAttributes("week", week, end - DAY)).toEqual({
    "data-week": "open",
    "data-week-starts": String(start),
    "data-week-ends": String(end),
    "data-week-last-day": String(week.lastDayAt),
  })
  expect(offerHtmlAttributes("week", openEnded, end)).toMatchObject({ "data-week": "ended" })
  expect(offerHtmlAttributes("promo", promo, promoLastDay)).toMatchObject({ "data-promo-day": "last" })
})

it.each([
  ["before the start", start - HOUR],
  ["at the start", start],
  ["a millisecond before the end", end - 1],
  ["at the end", end],
  ["a day after the end", end + DAY],
])("the head script agrees with offerState %s, with or without a start date", (_, now) => {
  for (const window of [week, openEnded]) {
    setAttributes(offerHtmlAttributes("week", window, start - DAY))
    runScript(now)
    expect(root.getAttribute("data-week")).toBe(offerState(window, now))
  }
})

it("the head script does nothing on a page without an offer", () => {
  setAttributes({})
  runScript(end)
  expect(root.getAttributeNames().filter(name => name.startsWith("data-week"))).toEqual([])
})

it.each([
  ["before", start - HOUR, ["closed", "before", "counting"]],
  ["during", start, ["open", "until", "counting"]],
  ["after", end, ["closed", "ended"]],
])("%s the customer week its page shows %j", (_, now, shown) => {
  setAttributes(offerHtmlAttributes("week", week, now))
  expect(visible("week")).toEqual(shown)
})

it("the promo names its end before the last day, says 'só hoje' on it, shows nothing of itself after", () => {
  const shownAt = (now: number, builtAt: number) => {
    setAttributes(offerHtmlAttributes("promo", promo, builtAt))
    runScript(now)
    return visible("promo")
  }
  expect(shownAt(promoLastDay - HOUR, 0)).toEqual(["open", "until", "counting"])
  expect(shownAt(promoLastDay, 0)).toEqual(["open", "last-day", "counting"])
  expect(shownAt(promo.endsAt, promoLastDay + HOUR)).toEqual(["closed", "ended"])
  expect(state("promo")).toEqual(["ended", null])
})

it("without the offer's attributes the week shows its offer and the promo claims nothing", () => {
  setAttributes({})
  expect(visible("week")).toEqual(["open", "until", "counting"])
  expect(visible("promo")).toEqual(["closed", "ended"])
})

describe("the page's clock", () => {
  beforeEach(() => jest.useFakeTimers())

  it("flips the week to ended by itself at the deadline, on one timer that then stops", () => {
    jest.setSystemTime(end - 6 * SECOND)
    setAttributes(offerHtmlAttributes("week", week, end - DAY))
    const clock = startOffer(window, "week")
    expect(startOffer(window, "week")).toBe(clock)
    const snapshot = clock?.getSnapshot()
    jest.advanceTimersByTime(6 * SECOND - 1)
    expect(state("week")).toEqual(["open", "last"])
    expect(clock?.getSnapshot()).toBe(snapshot)
    jest.advanceTimersByTime(1)
    expect(state("week")).toEqual(["ended", null])
    expect(jest.getTimerCount()).toBe(0)
  })

  it("wakes once per minute shown, and re-reads the time when the page comes back from the back/forward cache", () => {
    jest.setSystemTime(end - 2 * DAY - 30 * SECOND)
    setAttributes(offerHtmlAttributes("week", week, 0))
    const clock = startOffer(window, "week")
    const readings = jest.fn()
    clock?.subscribe(readings)
    jest.advanceTimersByTime(10 * 60 * SECOND)
    expect(readings).toHaveBeenCalledTimes(10)
    expect(jest.getTimerCount()).toBe(1)
    jest.setSystemTime(end + HOUR)
    window.dispatchEvent(new Event("pageshow"))
    expect(state("week")).toEqual(["ended", null])
  })

  it("turns the promo to its last day, counting seconds, then ends it", () => {
    jest.setSystemTime(promoLastDay - 2 * SECOND)
    setAttributes(offerHtmlAttributes("promo", promo, promoLastDay - DAY))
    const clock = startOffer(window, "promo")
    jest.advanceTimersByTime(2 * SECOND)
    expect(state("promo")).toEqual(["open", "last"])
    expect(clock?.getSnapshot().left).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
    jest.setSystemTime(promo.endsAt - SECOND)
    window.dispatchEvent(new Event("pageshow"))
    jest.advanceTimersByTime(SECOND)
    expect(state("promo")).toEqual(["ended", null])
  })

  it("puts the offer on a page the server rendered without it, takes it off again, and is absent without it", () => {
    setAttributes({})
    expect(startOffer(window, "week")).toBeNull()
    jest.setSystemTime(end + HOUR)
    startOffer(window, "week", week)
    expect(state("week")).toEqual(["ended", null])
    stopOffer("week")
    expect(root.getAttributeNames().filter(name => name.startsWith("data-week"))).toEqual([])
  })
})

describe("OfferOnPage's CSS", () => {
  const insertedRules = () =>
    [...document.head.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].flatMap(style =>
      [...(style.sheet?.cssRules ?? [])].map(rule => rule.cssText),
    )
  beforeEach(() => document.head.replaceChildren())

  it("is not inserted again on a page whose HTML brought it", () => {
    const offers = offerDocument("/", promo.endsAt - 1000, [
      { offer: "promo", path: "/", dates: { endsAt: "2026-11-30T23:59:59-03:00" } },
    ])
    render(<>{offers?.headComponents}</>, { container: document.head })
    render(<OfferOnPage offer="promo" window={promo} />)
    expect(insertedRules()).toEqual([])
  })

  it("is inserted into a head without it (gatsby develop renders no HTML)", () => {
    render(<OfferOnPage offer="promo" window={promo} />)
    expect(insertedRules().join("\n")).toContain('html[data-promo="ended"] [data-promo-only="open"]')
  })
})
