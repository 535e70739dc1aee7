import uiJson from "../../../content/data/ui.json"
import { fillTemplate } from "../../lib/fill-template"
import { parseDateTime } from "../../lib/date-time"
import { MINUTE, SECOND, offerClock } from "../../content-model/offers"
import { PROMO_FEW_HOURS_MS, fewHoursLeft, promoClockFace, promoEndDate, promoWindow } from "./promo"

const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const dates = { endsAt: "2026-11-30T23:59:59-03:00" }
const promo = promoWindow(dates)!
const end = parseDateTime(dates.endsAt)
const lastDay = parseDateTime("2026-11-30T00:00:00-03:00")

/** What the banner says and shows at `now` (its CSS follows the same clock). */
function banner(now: number) {
  const clock = offerClock(promo, now, SECOND)
  if (clock.state !== "open") return null
  return {
    text: clock.lastDay ? uiJson.banner.text : fillTemplate(uiJson.banner.untilText, { date: promoEndDate(promo) }),
    countdown: clock.lastDay && clock.left ? promoClockFace(clock.left) : null,
    hurry: fewHoursLeft(promo, now),
  }
}

describe("the promo banner's words", () => {
  it("names the end date before the last day, with no countdown and no hurry", () => {
    expect(banner(lastDay - 3 * DAY)).toEqual({
      text: fillTemplate(uiJson.banner.untilText, { date: "30/11" }),
      countdown: null,
      hurry: false,
    })
    expect(banner(lastDay - 1)?.text).not.toBe(uiJson.banner.text)
  })

  it("says 'só hoje' on the last day in São Paulo, counting down to the real end", () => {
    expect(banner(lastDay)).toEqual({ text: uiJson.banner.text, countdown: "23:59:59", hurry: false })
    expect(banner(end - (5 * HOUR + 30 * MINUTE))?.countdown).toBe("05:30:00")
    expect(banner(end - 10 * SECOND)?.countdown).toBe("00:00:10")
  })

  it("says few hours are left only when fewer than PROMO_FEW_HOURS_MS really are", () => {
    expect(banner(end - PROMO_FEW_HOURS_MS - 1)?.hurry).toBe(false)
    expect(banner(end - PROMO_FEW_HOURS_MS)?.hurry).toBe(true)
    expect(banner(end - SECOND)?.hurry).toBe(true)
  })

  it("is gone after the end", () => {
    expect(banner(end)).toBeNull()
    expect(banner(end + DAY)).toBeNull()
    expect(fewHoursLeft(promo, end)).toBe(false)
  })

  it("does not exist without an end date", () => {
    expect(promoWindow({})).toBeNull()
    expect(promoWindow({ startsAt: null, endsAt: null })).toBeNull()
  })

  it("makes no claim before its start", () => {
    const later = promoWindow({ startsAt: "2026-11-23T00:00:00-03:00", endsAt: dates.endsAt })!
    expect(offerClock(later, parseDateTime("2026-11-22T12:00:00-03:00")).state).toBe("before")
    expect(fewHoursLeft(later, parseDateTime("2026-11-22T23:00:00-03:00"))).toBe(false)
  })

  it("names the day from the build's last day, with no time-zone data", () => {
    const dateFormats = jest.spyOn(Intl, "DateTimeFormat")
    try {
      const lastDayAt = Date.parse("2026-11-30T00:00:00-03:00")
      expect(promoEndDate(promoWindow({ endsAt: "2026-12-01T00:00:00-03:00", lastDayAt })!)).toBe("30/11")
      expect(dateFormats).not.toHaveBeenCalled()
    } finally {
      dateFormats.mockRestore()
    }
  })

  it("names the São Paulo day even for an end written at midnight or in UTC", () => {
    expect(promoEndDate(promoWindow({ endsAt: "2026-12-01T00:00:00-03:00" })!)).toBe("30/11")
    expect(promoEndDate(promoWindow({ endsAt: "2026-12-01T02:59:59Z" })!)).toBe("30/11")
  })

  it("counts whole hours past a day on its face", () => {
    expect(promoClockFace({ days: 1, hours: 6, minutes: 0, seconds: 5 })).toBe("30:00:05")
  })
})
