/**
 * @jest-environment jsdom
 */
import { offerState } from "../../content-model/offers"
import {
  applyOfferAttributes,
  offerHtmlAttributes,
  offerOnlyStyles,
  OFFER_STATE_SCRIPT,
  readOfferWindow,
} from "./offer-page"
import {
  DAY,
  end,
  HOUR,
  lastDay,
  MINUTE,
  openEnded,
  promo,
  promoEnd,
  promoLastDay,
  root,
  setAttributes,
  start,
  week,
} from "./offer-page.test-helpers"

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

describe("the promo's states", () => {
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
})
