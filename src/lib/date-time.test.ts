import { calendarDate, dateTimeMessage, parseDateTime, readDateTime } from "./date-time"

const INSTANT = Date.UTC(2026, 11, 7, 2, 59, 59)

it("reads a date-time with its offset as one instant: Z, ± offsets, minutes only, milliseconds, leap days", () => {
  // 23:59:59 in Brasília (UTC-3) is 02:59:59 UTC the next day.
  const same = ["2026-12-06T23:59:59-03:00", "2026-12-07T02:59:59Z", "2026-12-07T03:59:59+01:00"]
  expect([...same, "2026-12-07T08:29:59+05:30"].map(parseDateTime)).toEqual([INSTANT, INSTANT, INSTANT, INSTANT])
  expect(parseDateTime("2026-12-06T23:59-03:00")).toBe(INSTANT - 59_000)
  expect(parseDateTime("2026-12-06T23:59:59.999-03:00")).toBe(INSTANT + 999)
  expect(readDateTime("2028-02-29T12:00:00-03:00").ok).toBe(true)
})

it.each([
  ["format", ["amanhã", "", "2026-12-06", "2026-12-06T23:59:59", "2026-12-06 23:59:59-03:00", "06/12/2026 23:59"]],
  ["format", ["2026-12-06T23:59:59-0300", "2026-12-06T23:59:59.5-03:00"]],
  ["date", ["2026-02-30T12:00:00-03:00", "2025-02-29T12:00:00-03:00", "2026-13-01T12:00:00-03:00"]],
  ["date", ["2026-04-31T12:00:00-03:00", "2026-00-10T12:00:00-03:00"]],
  ["time", ["2026-12-06T24:00:00-03:00", "2026-12-06T23:60:00-03:00", "2026-12-06T23:59:60-03:00"]],
  ["offset", ["2026-12-06T23:59:59-13:00", "2026-12-06T23:59:59+15:00", "2026-12-06T23:59:59-03:75"]],
] as const)("rejects as a %s problem: %j", (problem, texts) => {
  for (const text of texts) {
    expect(readDateTime(text)).toEqual({ ok: false, problem })
    expect(parseDateTime(text)).toBeNaN()
  }
})

it("explains each problem in words a writer can act on, in Portuguese", () => {
  expect(dateTimeMessage("format")).toContain("2026-12-06T23:59:59-03:00")
  expect(dateTimeMessage("date")).toMatch(/data não existe/)
  expect(dateTimeMessage("time")).toMatch(/23:59:59/)
  expect(dateTimeMessage("offset")).toMatch(/-03:00/)
})

it("gives the calendar day as written, in the writer's own offset", () => {
  // In UTC this instant is already 7 December; the offer still ends on the 6th in Brasília.
  expect(calendarDate("2026-12-06T23:59:59-03:00")).toBe("2026-12-06")
})
