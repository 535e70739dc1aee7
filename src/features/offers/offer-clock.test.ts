import { parseDateTime } from "../../lib/date-time"
import {
  countdownSentence,
  lastDayOf,
  longestCountdownSentence,
  msUntilNextChange,
  offerClock,
  offerState,
  offerWindow,
  SECOND,
  timeLeft,
  type CountdownLabels,
} from "../../content-model/offers"

const END = "2026-12-06T23:59:59-03:00"
const START = "2026-11-30T00:00:00-03:00"
const [end, start, lastDay] = [END, START, "2026-12-06T00:00:00-03:00"].map(parseDateTime)
const week = offerWindow({ startsAt: START, endsAt: END })
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const labels: CountdownLabels = {
  endsIn: "Termina em {time}",
  startsIn: "A Semana do Cliente começa em {time}",
  ...{ day: "dia", days: "dias", hour: "hora", hours: "horas", minute: "minuto", minutes: "minutos", and: "e" },
}
const sentenceAt = (now: number) => countdownSentence(offerClock(week, now), labels)
const left = (days: number, hours: number, minutes: number, seconds = 0) => ({ days, hours, minutes, seconds })

describe("offerWindow", () => {
  it("reads content's dates as instants; its last day starts at 00:00 in São Paulo", () => {
    expect(week).toEqual({ startsAt: start, endsAt: end, lastDayAt: lastDay })
    expect(offerWindow({ startsAt: null, endsAt: END })).toEqual({ endsAt: end, lastDayAt: lastDay })
    // An end at midnight, or written in UTC, still has its last day on the 6th in São Paulo.
    expect(lastDayOf("2026-12-07T00:00:00-03:00")).toBe(lastDay)
    expect(lastDayOf("2026-12-07T02:59:59Z")).toBe(lastDay)
  })

  it("takes the last day the build computed, with no time-zone data (a phone's costly first Intl use)", () => {
    const dateFormats = jest.spyOn(Intl, "DateTimeFormat")
    expect(offerWindow({ startsAt: START, endsAt: END, lastDayAt: lastDay })).toEqual(week)
    expect(dateFormats).not.toHaveBeenCalled()
    dateFormats.mockRestore()
  })

  it("refuses a date the build would have refused", () => {
    expect(() => offerWindow({ endsAt: "amanhã à noite" })).toThrow(/endsAt/)
    expect(() => offerWindow({ startsAt: "2026-11-30", endsAt: END })).toThrow(/startsAt/)
  })
})

it.each([
  [start - 1, "before", false],
  [start, "open", false],
  [lastDay - 1, "open", false],
  [lastDay, "open", true],
  [end - 1, "open", true],
  [end, "ended", false],
])("at %d the week is %s, on its last day: %s", (now, state, lastDayNow) => {
  expect(offerClock(week, now)).toMatchObject({ state, lastDay: lastDayNow })
  expect(offerState(offerWindow({ endsAt: END }), now)).toBe(now < end ? "open" : "ended")
})

it("rounds the time left up to the clock's unit, so it reads zero exactly at the end", () => {
  expect(timeLeft(2 * DAY + 5 * HOUR + 11 * MINUTE + 1)).toEqual(left(2, 5, 12))
  expect(timeLeft(1)).toEqual(left(0, 0, 1))
  expect(timeLeft(23 * HOUR + 59 * MINUTE + 1)).toEqual(left(1, 0, 0))
  expect(timeLeft(-5 * MINUTE)).toEqual(left(0, 0, 0))
  expect(timeLeft(10 * SECOND - 400, SECOND)).toEqual(left(0, 0, 0, 10))
  expect(timeLeft(0, SECOND)).toEqual(left(0, 0, 0, 0))
})

it.each([
  [end - (2 * DAY + 5 * HOUR + 12 * MINUTE), "Termina em 2 dias e 5 horas"],
  [end - (DAY + HOUR), "Termina em 1 dia e 1 hora"],
  [end - (3 * DAY + 40 * MINUTE), "Termina em 3 dias"],
  [end - (3 * HOUR + 12 * MINUTE), "Termina em 3 horas e 12 minutos"],
  [end - (HOUR + MINUTE), "Termina em 1 hora e 1 minuto"],
  [end - 59 * MINUTE, "Termina em 59 minutos"],
  [end - 30 * SECOND, "Termina em 1 minuto"],
  [start - (3 * DAY + 2 * HOUR), "A Semana do Cliente começa em 3 dias e 2 horas"],
  [end + HOUR, ""],
])("at %d the countdown reads %j", (now, sentence) => {
  expect(sentenceAt(now)).toBe(sentence)
})

describe("msUntilNextChange", () => {
  it("walks from a day before the end to the end, each wake changing what is shown", () => {
    let now = end - DAY - 30 * SECOND
    let previous = JSON.stringify(offerClock(week, now))
    let steps = 0
    for (let wait = msUntilNextChange(week, now); wait !== null; wait = msUntilNextChange(week, now)) {
      expect(wait).toBeGreaterThan(0)
      expect(JSON.stringify(offerClock(week, now + wait - 1))).toBe(previous)
      now += wait
      const current = JSON.stringify(offerClock(week, now))
      expect(current).not.toBe(previous)
      previous = current
      steps++
    }
    expect(now).toBe(end)
    // One change per minute for a day, plus the first half minute, plus the last day's start (off the minute).
    expect(steps).toBe(24 * 60 + 2)
  })

  it("wakes exactly at the start, every second on a clock counting seconds, and never once it is over", () => {
    expect(msUntilNextChange(week, start - 10 * SECOND)).toBe(10 * SECOND)
    expect(msUntilNextChange(week, end - (10 * SECOND + 300), SECOND)).toBe(300)
    expect(msUntilNextChange(week, end)).toBeNull()
  })
})

it("the room kept for the countdown fits its longest reading in each phase", () => {
  for (const state of ["before", "open"] as const) {
    const longest = longestCountdownSentence(state, labels)
    for (const [days, hours, minutes] of [
      [6, 23, 0],
      [0, 23, 59],
      [30, 12, 0],
    ]) {
      const reading = countdownSentence({ state, lastDay: false, left: left(days, hours, minutes) }, labels)
      expect(longest.length).toBeGreaterThanOrEqual(reading.length)
    }
  }
})
