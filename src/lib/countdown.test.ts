import { formatTimeLeft, msUntilLocalMidnight, timeLeftUntilMidnight, twoDigits } from "./countdown"

// Dates built from local parts, so the tests hold in any time zone.
const at = (hours: number, minutes = 0, seconds = 0, ms = 0) => new Date(2025, 5, 14, hours, minutes, seconds, ms)

describe("countdown to local midnight", () => {
  it("counts the time left until 00:00 of the next day", () => {
    expect(timeLeftUntilMidnight(at(18, 30, 0))).toEqual({ hours: 5, minutes: 30, seconds: 0 })
    expect(formatTimeLeft(timeLeftUntilMidnight(at(23, 59, 50)))).toBe("00:00:10")
    expect(formatTimeLeft(timeLeftUntilMidnight(at(0, 0, 1)))).toBe("23:59:59")
  })

  it("rounds a partial second up, so the last second reads 00:00:01", () => {
    expect(formatTimeLeft(timeLeftUntilMidnight(at(23, 59, 59, 400)))).toBe("00:00:01")
    expect(formatTimeLeft(timeLeftUntilMidnight(at(12, 0, 0, 1)))).toBe("12:00:00")
  })

  it("crosses month ends", () => {
    const lastDay = new Date(2025, 0, 31, 22, 0, 0)
    expect(msUntilLocalMidnight(lastDay)).toBe(2 * 60 * 60 * 1000)
  })

  it("pads every part to two digits", () => {
    expect(formatTimeLeft({ hours: 3, minutes: 4, seconds: 5 })).toBe("03:04:05")
  })
})

describe("twoDigits", () => {
  it("pads to two digits and keeps longer numbers whole", () => {
    expect(twoDigits(0)).toBe("00")
    expect(twoDigits(5)).toBe("05")
    expect(twoDigits(12)).toBe("12")
    expect(twoDigits(120)).toBe("120")
  })
})
