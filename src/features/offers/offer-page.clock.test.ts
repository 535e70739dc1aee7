/**
 * @jest-environment jsdom
 */
import { createOfferClock, offerHtmlAttributes, startOffer, stopOffer } from "./offer-page"
import {
  DAY,
  end,
  HOUR,
  MINUTE,
  promo,
  promoEnd,
  promoLastDay,
  root,
  SECOND,
  setAttributes,
  week,
} from "./offer-page.test-helpers"

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

describe("the promo's clock", () => {
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
