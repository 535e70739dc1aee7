import { parseDateTime } from "../../lib/date-time"
import {
  countdownSentence,
  longestCountdownSentence,
  isLastDay,
  lastDayOf,
  msUntilNextChange,
  SECOND as SECOND_UNIT,
  startOfDay,
  timeLeft,
  timeLeftWords,
  offerClock,
  offerState,
  offerWindow,
  type CountdownLabels,
} from "../../content-model/offers"

const END = "2026-12-06T23:59:59-03:00"
const START = "2026-11-30T00:00:00-03:00"
const end = parseDateTime(END)
const start = parseDateTime(START)
const window = offerWindow({ startsAt: START, endsAt: END })
const openEnded = offerWindow({ endsAt: END })
/** 00:00 of the last day in São Paulo. */
const lastDay = parseDateTime("2026-12-06T00:00:00-03:00")

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const labels: CountdownLabels = {
  endsIn: "Termina em {time}",
  startsIn: "A Semana do Cliente começa em {time}",
  day: "dia",
  days: "dias",
  hour: "hora",
  hours: "horas",
  minute: "minuto",
  minutes: "minutos",
  and: "e",
}

describe("offerWindow", () => {
  it("reads content's dates as instants", () => {
    expect(window).toEqual({ startsAt: start, endsAt: end, lastDayAt: lastDay })
    expect(offerWindow({ startsAt: null, endsAt: END })).toEqual({ endsAt: end, lastDayAt: lastDay })
  })

  it("takes the last day the build computed, with no time-zone data (a phone's costly first Intl use)", () => {
    const dateFormats = jest.spyOn(Intl, "DateTimeFormat")
    try {
      expect(offerWindow({ startsAt: START, endsAt: END, lastDayAt: lastDay })).toEqual(window)
      expect(dateFormats).not.toHaveBeenCalled()
    } finally {
      dateFormats.mockRestore()
    }
  })

  it("computes the last day at 00:00 in São Paulo, the day before for an end at midnight", () => {
    expect(lastDayOf(END)).toBe(lastDay)
    expect(lastDayOf("2026-12-07T00:00:00-03:00")).toBe(lastDay)
    expect(lastDayOf("amanhã à noite")).toBeNaN()
  })

  it("refuses a date the build would have refused", () => {
    expect(() => offerWindow({ endsAt: "amanhã à noite" })).toThrow(/endsAt/)
    expect(() => offerWindow({ startsAt: "2026-11-30", endsAt: END })).toThrow(/startsAt/)
  })
})

describe("offerState", () => {
  it.each([
    [start - 1, "before"],
    [start, "open"],
    [end - 2 * DAY, "open"],
    [end - 1, "open"],
    [end, "ended"],
    [end + HOUR, "ended"],
  ])("at %d is %s", (now, state) => {
    expect(offerState(window, now)).toBe(state)
  })

  it("is open from any time before the end when there is no start", () => {
    expect(offerState(openEnded, 0)).toBe("open")
    expect(offerState(openEnded, end - 1)).toBe("open")
    expect(offerState(openEnded, end)).toBe("ended")
  })
})

describe("timeLeft", () => {
  it("splits into days, hours and minutes, rounding up to the minute", () => {
    expect(timeLeft(2 * DAY + 5 * HOUR + 12 * MINUTE)).toEqual({ days: 2, hours: 5, minutes: 12, seconds: 0 })
    expect(timeLeft(2 * DAY + 5 * HOUR + 11 * MINUTE + 1)).toEqual({ days: 2, hours: 5, minutes: 12, seconds: 0 })
    expect(timeLeft(59 * SECOND)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(timeLeft(1)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(timeLeft(23 * HOUR + 59 * MINUTE + 1)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 })
    expect(timeLeft(120 * DAY)).toEqual({ days: 120, hours: 0, minutes: 0, seconds: 0 })
  })

  it("never goes below zero", () => {
    expect(timeLeft(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(timeLeft(-5 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe("timeLeft in seconds", () => {
  it("rounds up to the second, so the last second reads 1 and the end reads 0", () => {
    expect(timeLeft(5 * HOUR + 30 * MINUTE, SECOND_UNIT)).toEqual({ days: 0, hours: 5, minutes: 30, seconds: 0 })
    expect(timeLeft(10 * SECOND - 400, SECOND_UNIT)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 })
    expect(timeLeft(1, SECOND_UNIT)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(timeLeft(0, SECOND_UNIT)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it("wakes a clock counting in seconds at every second", () => {
    expect(msUntilNextChange(window, end - (10 * SECOND + 300), SECOND_UNIT)).toBe(300)
    expect(msUntilNextChange(window, end - 10 * SECOND, SECOND_UNIT)).toBe(SECOND)
  })
})

describe("the last day (São Paulo's calendar)", () => {
  it("starts at 00:00 in São Paulo of the day the offer ends", () => {
    expect(startOfDay(end)).toBe(lastDay)
    expect(startOfDay(lastDay)).toBe(lastDay)
    expect(startOfDay(lastDay - 1)).toBe(lastDay - DAY)
  })

  it("is the day before when the offer ends at midnight", () => {
    const midnight = offerWindow({ endsAt: "2026-12-07T00:00:00-03:00" })
    expect(midnight.lastDayAt).toBe(lastDay)
  })

  it("is the São Paulo day whatever offset content wrote the end in", () => {
    // 02:59:59 UTC on the 7th is still 23:59:59 of the 6th in São Paulo.
    expect(offerWindow({ endsAt: "2026-12-07T02:59:59Z" }).lastDayAt).toBe(lastDay)
  })

  it.each([
    [lastDay - 1, false],
    [lastDay, true],
    [end - 1, true],
    [end, false],
  ])("at %d is %s", (now, expected) => {
    expect(isLastDay(window, now)).toBe(expected)
    expect(offerClock(window, now).lastDay).toBe(expected)
  })

  it("wakes the clock at the last day's start", () => {
    // The minute shown drops at :59 (the end is at 23:59:59); the last day starts between two drops.
    expect(msUntilNextChange(window, lastDay - 500)).toBe(500)
  })
})

describe("timeLeftWords", () => {
  it.each([
    [{ days: 2, hours: 5, minutes: 12, seconds: 0 }, "2 dias e 5 horas"],
    [{ days: 1, hours: 1, minutes: 0, seconds: 0 }, "1 dia e 1 hora"],
    [{ days: 3, hours: 0, minutes: 40, seconds: 0 }, "3 dias"],
    [{ days: 1, hours: 0, minutes: 0, seconds: 0 }, "1 dia"],
    [{ days: 0, hours: 3, minutes: 12, seconds: 0 }, "3 horas e 12 minutos"],
    [{ days: 0, hours: 1, minutes: 1, seconds: 0 }, "1 hora e 1 minuto"],
    [{ days: 0, hours: 2, minutes: 0, seconds: 0 }, "2 horas"],
    [{ days: 0, hours: 0, minutes: 59, seconds: 0 }, "59 minutos"],
    [{ days: 0, hours: 0, minutes: 1, seconds: 0 }, "1 minuto"],
    [{ days: 0, hours: 0, minutes: 0, seconds: 0 }, "0 minutos"],
  ])("%j reads %j", (left, words) => {
    expect(timeLeftWords(left, labels)).toBe(words)
  })
})

describe("offerClock and countdownSentence", () => {
  it("counts down to the end during the week", () => {
    const clock = offerClock(window, end - (2 * DAY + 5 * HOUR + 12 * MINUTE))
    expect(clock).toEqual({ state: "open", lastDay: false, left: { days: 2, hours: 5, minutes: 12, seconds: 0 } })
    expect(countdownSentence(clock, labels)).toBe("Termina em 2 dias e 5 horas")
    expect(countdownSentence(offerClock(window, end - (3 * HOUR + 12 * MINUTE)), labels)).toBe(
      "Termina em 3 horas e 12 minutos",
    )
    expect(countdownSentence(offerClock(window, end - 30 * SECOND), labels)).toBe("Termina em 1 minuto")
  })

  it("counts down to the start before the week", () => {
    const clock = offerClock(window, start - (3 * DAY + 2 * HOUR))
    expect(clock).toEqual({ state: "before", lastDay: false, left: { days: 3, hours: 2, minutes: 0, seconds: 0 } })
    expect(countdownSentence(clock, labels)).toBe("A Semana do Cliente começa em 3 dias e 2 horas")
  })

  it("has nothing to count once the week is over", () => {
    const clock = offerClock(window, end + HOUR)
    expect(clock).toEqual({ state: "ended", lastDay: false, left: null })
    expect(countdownSentence(clock, labels)).toBe("")
  })
})

describe("msUntilNextChange", () => {
  it("is the time until the minute shown drops", () => {
    expect(msUntilNextChange(window, end - (2 * MINUTE + 30 * SECOND))).toBe(30 * SECOND)
    expect(msUntilNextChange(window, end - 2 * MINUTE)).toBe(MINUTE)
    expect(msUntilNextChange(window, end - (2 * MINUTE + 1))).toBe(1)
  })

  it("lands exactly on the end in the last minute", () => {
    expect(msUntilNextChange(window, end - 6 * SECOND)).toBe(6 * SECOND)
    expect(msUntilNextChange(window, end - MINUTE)).toBe(MINUTE)
  })

  it("lands exactly on the start before the week", () => {
    expect(msUntilNextChange(window, start - 10 * SECOND)).toBe(10 * SECOND)
  })

  it("is null once the week is over", () => {
    expect(msUntilNextChange(window, end)).toBeNull()
    expect(msUntilNextChange(window, end + DAY)).toBeNull()
  })

  it("walks from two days before the end to the end, each step changing what is shown", () => {
    let now = end - 2 * DAY - 30 * SECOND
    let previous = JSON.stringify(offerClock(window, now))
    let steps = 0
    for (;;) {
      const wait = msUntilNextChange(window, now)
      if (wait === null) break
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(MINUTE)
      // Just before the change nothing moves; at the change it does.
      expect(JSON.stringify(offerClock(window, now + wait - 1))).toBe(previous)
      now += wait
      const current = JSON.stringify(offerClock(window, now))
      expect(current).not.toBe(previous)
      previous = current
      steps++
    }
    expect(now).toBe(end)
    expect(offerState(window, now)).toBe("ended")
    // One change per minute for two days, plus the first half minute, plus the last day's start (a second off the minute).
    expect(steps).toBe(2 * 24 * 60 + 2)
  })
})

describe("no local time", () => {
  it("never reads the zone of the machine it runs on", () => {
    // Every zone-dependent Date method; the deadline must not depend on any of them.
    const local = [
      "getTimezoneOffset",
      "getFullYear",
      "getMonth",
      "getDate",
      "getDay",
      "getHours",
      "getMinutes",
      "toString",
      "toLocaleString",
    ] as const
    const spies = local.map(name => jest.spyOn(Date.prototype, name))
    const clock = offerClock(offerWindow({ startsAt: START, endsAt: END }), end - 2 * DAY)
    countdownSentence(clock, labels)
    msUntilNextChange(window, end - 2 * DAY)
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    spies.forEach(spy => spy.mockRestore())
  })
})

describe("longestCountdownSentence", () => {
  it("is at least as long as every reading of its phase, in days and hours or hours and minutes", () => {
    for (const state of ["before", "open"] as const) {
      const longest = longestCountdownSentence(state, labels)
      expect(longest).toContain(state === "before" ? "começa em" : "Termina em")
      for (const [days, hours, minutes] of [
        [6, 23, 0],
        [1, 1, 0],
        [0, 23, 59],
        [0, 0, 1],
        [30, 12, 0],
      ]) {
        const reading = countdownSentence({ state, lastDay: false, left: { days, hours, minutes, seconds: 0 } }, labels)
        expect(longest.length).toBeGreaterThanOrEqual(reading.length)
      }
    }
  })
})
