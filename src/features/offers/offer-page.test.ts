/**
 * @jest-environment jsdom
 */
import { parseDateTime } from "../../lib/date-time"
import { offerState, offerWindow } from "./offer-clock"
import {
  applyOfferAttributes,
  createOfferClock,
  offerHtmlAttributes,
  offerOnlyStyles,
  OFFER_STATE_SCRIPT,
  readOfferWindow,
  startOffer,
  stopOffer,
} from "./offer-page"

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const start = parseDateTime("2026-11-30T00:00:00-03:00")
const end = parseDateTime("2026-12-06T23:59:59-03:00")
const week = offerWindow({ startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" })
const openEnded = offerWindow({ endsAt: "2026-12-06T23:59:59-03:00" })
const lastDay = parseDateTime("2026-12-06T00:00:00-03:00")

const root = () => document.documentElement

function setAttributes(attributes: Record<string, string>) {
  for (const name of [...root().getAttributeNames()]) if (name.startsWith("data-week")) root().removeAttribute(name)
  Object.entries(attributes).forEach(([name, value]) => root().setAttribute(name, value))
}

describe("offerHtmlAttributes", () => {
  it("hold the state at build time and the instants", () => {
    expect(offerHtmlAttributes("week", week, end - DAY)).toEqual({
      "data-week": "open",
      "data-week-starts": String(start),
      "data-week-ends": String(end),
      "data-week-last-day": String(lastDay),
    })
    // A page built after the deadline is over in its static HTML.
    expect(offerHtmlAttributes("week", openEnded, end + HOUR)).toEqual({
      "data-week": "ended",
      "data-week-ends": String(end),
      "data-week-last-day": String(lastDay),
    })
    // On the last day, it says so.
    expect(offerHtmlAttributes("week", week, lastDay)["data-week-day"]).toBe("last")
  })

  it("are read back as the same window", () => {
    setAttributes(offerHtmlAttributes("week", week, 0))
    expect(readOfferWindow(root(), "week")).toEqual(week)
    setAttributes(offerHtmlAttributes("week", openEnded, 0))
    expect(readOfferWindow(root(), "week")).toEqual(openEnded)
    setAttributes({})
    expect(readOfferWindow(root(), "week")).toBeNull()
  })
})

describe("applyOfferAttributes", () => {
  it("puts the week on a page the server rendered without it, and takes it off again", () => {
    setAttributes({})
    const remove = applyOfferAttributes(root(), "week", week, end + HOUR)
    expect(readOfferWindow(root(), "week")).toEqual(week)
    expect(root().getAttribute("data-week")).toBe("ended")
    remove()
    expect(
      root()
        .getAttributeNames()
        .filter(name => name.startsWith("data-week")),
    ).toEqual([])
  })

  it("leaves the server's attributes alone", () => {
    setAttributes(offerHtmlAttributes("week", week, end - DAY))
    applyOfferAttributes(root(), "week", { endsAt: 1, lastDayAt: 0 }, end + HOUR)()
    expect(readOfferWindow(root(), "week")).toEqual(week)
  })
})

describe("the inline head script", () => {
  // The script in the head, run as the browser would, with the visitor's clock at `now`.
  function runAt(now: number): string | null {
    const spy = jest.spyOn(Date, "now").mockReturnValue(now)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script's own text is the point
    const script = new Function(OFFER_STATE_SCRIPT) as () => void
    script()
    spy.mockRestore()
    return root().getAttribute("data-week")
  }

  it.each([
    ["before the start", start - MINUTE],
    ["at the start", start],
    ["two days before the end", end - 2 * DAY],
    ["one millisecond before the end", end - 1],
    ["at the end", end],
    ["one hour after the end", end + HOUR],
  ])("agrees with offerState %s", (_, now) => {
    setAttributes(offerHtmlAttributes("week", week, start - DAY))
    expect(runAt(now)).toBe(offerState(week, now))
    setAttributes(offerHtmlAttributes("week", openEnded, 0))
    expect(runAt(now)).toBe(offerState(openEnded, now))
  })

  it("corrects a page built during the week that is opened after it", () => {
    setAttributes(offerHtmlAttributes("week", week, end - DAY))
    expect(runAt(end + HOUR)).toBe("ended")
  })

  it("does nothing on a page without the week", () => {
    setAttributes({})
    expect(runAt(end)).toBeNull()
  })
})

describe("offerOnlyStyles", () => {
  function visible(state: string | null) {
    document.head.innerHTML = `<style>${offerOnlyStyles("week")}</style>`
    document.body.innerHTML = ["open", "closed", "before", "ended", "counting"]
      .map(only => `<p data-week-only="${only}">${only}</p>`)
      .join("")
    setAttributes(state ? { "data-week": state } : {})
    return [...document.querySelectorAll("p")]
      .filter(p => getComputedStyle(p).display !== "none")
      .map(p => p.textContent)
  }

  it("shows the offer during the week, and without any state", () => {
    expect(visible("open")).toEqual(["open", "counting"])
    expect(visible(null)).toEqual(["open", "counting"])
  })

  it("shows the full-price content before and after the week", () => {
    expect(visible("before")).toEqual(["closed", "before", "counting"])
    expect(visible("ended")).toEqual(["closed", "ended"])
  })
})

describe("createOfferClock", () => {
  function fakeTime(now: number) {
    const timers: Array<{ run: () => void; at: number }> = []
    let clock = now
    return {
      deps: {
        now: () => clock,
        setTimer: (run: () => void, ms: number) => {
          const timer = { run, at: clock + ms }
          timers.push(timer)
          return timer
        },
        clearTimer: (timer: unknown) => {
          timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1)
        },
      },
      pending: () => timers.length,
      /** Moves the clock to `until`, running each timer when its time comes. */
      advance(until: number) {
        for (;;) {
          timers.sort((a, b) => a.at - b.at)
          const next = timers[0] as (typeof timers)[number] | undefined
          if (!next || next.at > until) break
          timers.shift()
          clock = next.at
          next.run()
        }
        clock = until
      },
    }
  }

  it("keeps a single timer and wakes once per visible change", () => {
    const time = fakeTime(end - 2 * DAY - 30 * SECOND)
    const states: string[] = []
    const store = createOfferClock(week, { ...time.deps, onState: clock => states.push(clock.state) })
    const seen: string[] = []
    store.subscribe(() => seen.push(JSON.stringify(store.getSnapshot())))
    expect(store.getSnapshot()).toEqual({
      state: "open",
      lastDay: false,
      left: { days: 2, hours: 0, minutes: 1, seconds: 0 },
    })
    expect(time.pending()).toBe(1)
    time.advance(end - 2 * DAY + 10 * MINUTE)
    expect(time.pending()).toBe(1)
    // 30 s to the first change, then one per minute: 11 changes, not 630 ticks.
    expect(seen).toHaveLength(11)
    expect(store.getSnapshot().left).toEqual({ days: 1, hours: 23, minutes: 50, seconds: 0 })
    expect(states).toEqual(["open"])
  })

  it("switches to ended exactly at the deadline and then stops", () => {
    const time = fakeTime(end - 6 * SECOND)
    const states: string[] = []
    const store = createOfferClock(week, { ...time.deps, onState: clock => states.push(clock.state) })
    time.advance(end - 1)
    expect(store.getSnapshot().state).toBe("open")
    time.advance(end)
    expect(store.getSnapshot()).toEqual({ state: "ended", lastDay: false, left: null })
    expect(states).toEqual(["open", "ended"])
    expect(time.pending()).toBe(0)
  })

  it("gives the same snapshot object until something changes", () => {
    const time = fakeTime(end - 2 * DAY - 30 * SECOND)
    const store = createOfferClock(week, time.deps)
    const first = store.getSnapshot()
    store.refresh()
    expect(store.getSnapshot()).toBe(first)
  })

  it("catches up at once when refreshed after a long sleep", () => {
    const time = fakeTime(end - DAY)
    const store = createOfferClock(week, time.deps)
    // A hidden tab whose timers were held back: the clock moved, the timer did not run.
    time.deps.now = () => end + MINUTE
    store.refresh()
    expect(store.getSnapshot().state).toBe("ended")
  })

  it("stops its timer and its listeners", () => {
    const time = fakeTime(end - DAY)
    const store = createOfferClock(week, time.deps)
    const listener = jest.fn()
    store.subscribe(listener)
    store.stop()
    expect(time.pending()).toBe(0)
    time.advance(end + DAY)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe("startOffer", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    stopOffer("week")
    jest.useRealTimers()
  })

  it("flips <html data-week> by itself at the deadline, within the same second", () => {
    jest.setSystemTime(end - 6 * SECOND)
    setAttributes(offerHtmlAttributes("week", week, end - DAY))
    const store = startOffer(window, "week")
    expect(startOffer(window, "week")).toBe(store)
    expect(root().getAttribute("data-week")).toBe("open")
    jest.advanceTimersByTime(6 * SECOND - 1)
    expect(root().getAttribute("data-week")).toBe("open")
    jest.advanceTimersByTime(1)
    expect(root().getAttribute("data-week")).toBe("ended")
    expect(jest.getTimerCount()).toBe(0)
  })

  it("re-reads the time when the back/forward cache restores the page", () => {
    jest.setSystemTime(end - DAY)
    setAttributes(offerHtmlAttributes("week", week, end - DAY))
    startOffer(window, "week")
    // The page slept in the cache past the deadline; its timer did not run meanwhile.
    jest.setSystemTime(end + HOUR)
    window.dispatchEvent(new Event("pageshow"))
    expect(root().getAttribute("data-week")).toBe("ended")
  })

  it("does nothing on a page without the week", () => {
    setAttributes({})
    expect(startOffer(window, "week")).toBeNull()
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe("the promo's states", () => {
  const promo = offerWindow({ endsAt: "2026-11-30T23:59:59-03:00" })
  const promoEnd = promo.endsAt
  const promoLastDay = parseDateTime("2026-11-30T00:00:00-03:00")

  function visible(attributes: Record<string, string>) {
    document.head.innerHTML = `<style>${offerOnlyStyles("promo")}</style>`
    document.body.innerHTML = ["open", "until", "last-day", "closed", "ended"]
      .map(only => `<p data-promo-only="${only}">${only}</p>`)
      .join("")
    setAttributes(attributes)
    return [...document.querySelectorAll("p")]
      .filter(p => getComputedStyle(p).display !== "none")
      .map(p => p.textContent)
  }

  function scriptAt(now: number, builtAt: number) {
    setAttributes(offerHtmlAttributes("promo", promo, builtAt))
    const spy = jest.spyOn(Date, "now").mockReturnValue(now)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script's own text is the point
    const script = new Function(OFFER_STATE_SCRIPT) as () => void
    script()
    spy.mockRestore()
    return visible(
      Object.fromEntries(
        root()
          .getAttributeNames()
          .map(name => [name, root().getAttribute(name) ?? ""]),
      ),
    )
  }

  it("names the end before the last day, says 'only today' on it, and shows nothing of it after", () => {
    expect(scriptAt(promoLastDay - HOUR, 0)).toEqual(["open", "until"])
    expect(scriptAt(promoLastDay, 0)).toEqual(["open", "last-day"])
    expect(scriptAt(promoEnd - 1, promoLastDay - DAY)).toEqual(["open", "last-day"])
    expect(scriptAt(promoEnd, promoLastDay)).toEqual(["closed", "ended"])
  })

  it("leaves the last day when a page built on it is opened after the end", () => {
    scriptAt(promoEnd + HOUR, promoLastDay + HOUR)
    expect(root().getAttribute("data-promo")).toBe("ended")
    expect(root().hasAttribute("data-promo-day")).toBe(false)
  })

  it("claims nothing on a page without the promo's state", () => {
    expect(visible({})).toEqual(["closed", "ended"])
  })

  it("turns to the last day and then ends live, on one timer", () => {
    jest.useFakeTimers()
    jest.setSystemTime(promoLastDay - 2 * SECOND)
    setAttributes(offerHtmlAttributes("promo", promo, promoLastDay - DAY))
    const store = startOffer(window, "promo")
    expect(root().hasAttribute("data-promo-day")).toBe(false)
    jest.advanceTimersByTime(2 * SECOND)
    expect(root().getAttribute("data-promo-day")).toBe("last")
    // The promo counts in seconds.
    expect(store?.getSnapshot().left).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
    jest.setSystemTime(promoEnd - SECOND)
    store?.refresh()
    jest.advanceTimersByTime(SECOND)
    expect(root().getAttribute("data-promo")).toBe("ended")
    expect(root().hasAttribute("data-promo-day")).toBe(false)
    stopOffer("promo")
    jest.useRealTimers()
  })
})
