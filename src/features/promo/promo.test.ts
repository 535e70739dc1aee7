import uiJson from "../../../content/data/ui.json"
import { fillTemplate } from "../../lib/fill-template"
import { parseDateTime } from "../../lib/date-time"
import { offerClock, SECOND } from "../../content-model/offers"
import { PROMO_FEW_HOURS_MS, fewHoursLeft, promoClockFace, promoEndDate, promoWindow } from "./promo"

const HOUR = 3600 * SECOND
const DAY = 24 * HOUR
const dates = { endsAt: "2026-11-30T23:59:59-03:00" }
const promo = promoWindow(dates)!
const end = parseDateTime(dates.endsAt)
const lastDay = parseDateTime("2026-11-30T00:00:00-03:00")
const until = fillTemplate(uiJson.banner.untilText, { date: "30/11" })

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

it.each([
  ["three days before its last day", lastDay - 3 * DAY, { text: until, countdown: null, hurry: false }],
  ["just before its last day", lastDay - 1, { text: until, countdown: null, hurry: false }],
  ["on its last day in São Paulo", lastDay, { text: uiJson.banner.text, countdown: "23:59:59", hurry: false }],
  ["with few hours left", end - PROMO_FEW_HOURS_MS, { text: uiJson.banner.text, countdown: "06:00:00", hurry: true }],
  ["a second before the end", end - SECOND, { text: uiJson.banner.text, countdown: "00:00:01", hurry: true }],
  ["at the end", end, null],
])("%s the banner says %j", (_, now, says) => {
  expect(banner(now)).toEqual(says)
})

it("says no hurry a moment before few hours are left, nor before its start, and is no promo without an end", () => {
  expect(fewHoursLeft(promo, end - PROMO_FEW_HOURS_MS - 1)).toBe(false)
  const later = promoWindow({ startsAt: "2026-11-23T00:00:00-03:00", endsAt: dates.endsAt })!
  expect(fewHoursLeft(later, parseDateTime("2026-11-22T23:00:00-03:00"))).toBe(false)
  expect(promoWindow({ startsAt: null, endsAt: null })).toBeNull()
})

it("names the São Paulo day from the build's last day, with no time-zone data, whatever the end's offset", () => {
  const dateFormats = jest.spyOn(Intl, "DateTimeFormat")
  const lastDayAt = Date.parse("2026-11-30T00:00:00-03:00")
  expect(promoEndDate(promoWindow({ endsAt: "2026-12-01T00:00:00-03:00", lastDayAt })!)).toBe("30/11")
  expect(dateFormats).not.toHaveBeenCalled()
  dateFormats.mockRestore()
  expect(promoEndDate(promoWindow({ endsAt: "2026-12-01T02:59:59Z" })!)).toBe("30/11")
})

it("counts whole hours past a day on its face", () => {
  expect(promoClockFace({ days: 1, hours: 6, minutes: 0, seconds: 5 })).toBe("30:00:05")
})
