import { formatTimeLeft, twoDigits } from "./countdown"

describe("formatTimeLeft", () => {
  it("pads every part to two digits", () => {
    expect(formatTimeLeft({ hours: 3, minutes: 4, seconds: 5 })).toBe("03:04:05")
    expect(formatTimeLeft({ hours: 23, minutes: 59, seconds: 59 })).toBe("23:59:59")
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
