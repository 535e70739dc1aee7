import { parseDateTime } from "../../lib/date-time"
import {
  countdownSentence,
  msUntilNextChange,
  timeLeft,
  timeLeftWords,
  weekClock,
  weekState,
  weekWindow,
  type CountdownLabels,
} from "./customer-week"

const END = "2026-12-06T23:59:59-03:00"
const START = "2026-11-30T00:00:00-03:00"
const end = parseDateTime(END)
const start = parseDateTime(START)
const window = weekWindow({ startsAt: START, endsAt: END })
const openEnded = weekWindow({ endsAt: END })

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

describe("weekWindow", () => {
  it("reads content's dates as instants", () => {
    expect(window).toEqual({ startsAt: start, endsAt: end })
    expect(weekWindow({ startsAt: null, endsAt: END })).toEqual({ endsAt: end })
  })

  it("refuses a date the build would have refused", () => {
    expect(() => weekWindow({ endsAt: "amanhã à noite" })).toThrow(/endsAt/)
    expect(() => weekWindow({ startsAt: "2026-11-30", endsAt: END })).toThrow(/startsAt/)
  })
})

describe("weekState", () => {
  it.each([
    [start - 1, "before"],
    [start, "open"],
    [end - 2 * DAY, "open"],
    [end - 1, "open"],
    [end, "ended"],
    [end + HOUR, "ended"],
  ])("at %d is %s", (now, state) => {
    expect(weekState(window, now)).toBe(state)
  })

  it("is open from any time before the end when there is no start", () => {
    expect(weekState(openEnded, 0)).toBe("open")
    expect(weekState(openEnded, end - 1)).toBe("open")
    expect(weekState(openEnded, end)).toBe("ended")
  })
})

describe("timeLeft", () => {
  it("splits into days, hours and minutes, rounding up to the minute", () => {
    expect(timeLeft(2 * DAY + 5 * HOUR + 12 * MINUTE)).toEqual({ days: 2, hours: 5, minutes: 12 })
    expect(timeLeft(2 * DAY + 5 * HOUR + 11 * MINUTE + 1)).toEqual({ days: 2, hours: 5, minutes: 12 })
    expect(timeLeft(59 * SECOND)).toEqual({ days: 0, hours: 0, minutes: 1 })
    expect(timeLeft(1)).toEqual({ days: 0, hours: 0, minutes: 1 })
    expect(timeLeft(23 * HOUR + 59 * MINUTE + 1)).toEqual({ days: 1, hours: 0, minutes: 0 })
    expect(timeLeft(120 * DAY)).toEqual({ days: 120, hours: 0, minutes: 0 })
  })

  it("never goes below zero", () => {
    expect(timeLeft(0)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(timeLeft(-5 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0 })
  })
})

describe("timeLeftWords", () => {
  it.each([
    [{ days: 2, hours: 5, minutes: 12 }, "2 dias e 5 horas"],
    [{ days: 1, hours: 1, minutes: 0 }, "1 dia e 1 hora"],
    [{ days: 3, hours: 0, minutes: 40 }, "3 dias"],
    [{ days: 1, hours: 0, minutes: 0 }, "1 dia"],
    [{ days: 0, hours: 3, minutes: 12 }, "3 horas e 12 minutos"],
    [{ days: 0, hours: 1, minutes: 1 }, "1 hora e 1 minuto"],
    [{ days: 0, hours: 2, minutes: 0 }, "2 horas"],
    [{ days: 0, hours: 0, minutes: 59 }, "59 minutos"],
    [{ days: 0, hours: 0, minutes: 1 }, "1 minuto"],
    [{ days: 0, hours: 0, minutes: 0 }, "0 minutos"],
  ])("%j reads %j", (left, words) => {
    expect(timeLeftWords(left, labels)).toBe(words)
  })
})

describe("weekClock and countdownSentence", () => {
  it("counts down to the end during the week", () => {
    const clock = weekClock(window, end - (2 * DAY + 5 * HOUR + 12 * MINUTE))
    expect(clock).toEqual({ state: "open", left: { days: 2, hours: 5, minutes: 12 } })
    expect(countdownSentence(clock, labels)).toBe("Termina em 2 dias e 5 horas")
    expect(countdownSentence(weekClock(window, end - (3 * HOUR + 12 * MINUTE)), labels)).toBe(
      "Termina em 3 horas e 12 minutos",
    )
    expect(countdownSentence(weekClock(window, end - 30 * SECOND), labels)).toBe("Termina em 1 minuto")
  })

  it("counts down to the start before the week", () => {
    const clock = weekClock(window, start - (3 * DAY + 2 * HOUR))
    expect(clock).toEqual({ state: "before", left: { days: 3, hours: 2, minutes: 0 } })
    expect(countdownSentence(clock, labels)).toBe("A Semana do Cliente começa em 3 dias e 2 horas")
  })

  it("has nothing to count once the week is over", () => {
    const clock = weekClock(window, end + HOUR)
    expect(clock).toEqual({ state: "ended", left: null })
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
    let previous = JSON.stringify(weekClock(window, now))
    let steps = 0
    for (;;) {
      const wait = msUntilNextChange(window, now)
      if (wait === null) break
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(MINUTE)
      // Just before the change nothing moves; at the change it does.
      expect(JSON.stringify(weekClock(window, now + wait - 1))).toBe(previous)
      now += wait
      const current = JSON.stringify(weekClock(window, now))
      expect(current).not.toBe(previous)
      previous = current
      steps++
    }
    expect(now).toBe(end)
    expect(weekState(window, now)).toBe("ended")
    // One change per minute for two days, plus the first half minute.
    expect(steps).toBe(2 * 24 * 60 + 1)
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
    const clock = weekClock(weekWindow({ startsAt: START, endsAt: END }), end - 2 * DAY)
    countdownSentence(clock, labels)
    msUntilNextChange(window, end - 2 * DAY)
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    spies.forEach(spy => spy.mockRestore())
  })
})
