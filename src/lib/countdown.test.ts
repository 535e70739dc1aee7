import { formatTimeLeft, twoDigits } from "./countdown"

it("pads every part to two digits, and keeps longer numbers whole", () => {
  expect(formatTimeLeft({ hours: 3, minutes: 4, seconds: 5 })).toBe("03:04:05")
  expect([0, 12, 120].map(twoDigits)).toEqual(["00", "12", "120"])
})
