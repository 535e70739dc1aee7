import { formatPrice, parsePrice } from "./price"

describe("parsePrice", () => {
  it.each([
    ["R$ 1.497", 1497],
    ["R$ 2.497", 2497],
    ["R$ 164,08", 164.08],
    ["R$ 1.234,50", 1234.5],
    ["R$ 600", 600],
    ["R$1.497", 1497],
    ["  R$ 997  ", 997],
    ["R$ 15.000", 15000],
  ])("reads %j as %d", (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each(["", "   ", "1.497", "R$", "R$ abc", "US$ 10", "R$ 1.497 ou 12x", "R$ -10"])("is NaN for %j", text => {
    expect(parsePrice(text)).toBeNaN()
  })
})

describe("formatPrice", () => {
  it("writes whole reais without cents and cents with a comma", () => {
    expect(formatPrice(1497)).toBe("R$ 1.497")
    expect(formatPrice(11763)).toBe("R$ 11.763")
    expect(formatPrice(164.08)).toBe("R$ 164,08")
    expect(formatPrice(0.5)).toBe("R$ 0,50")
  })

  it("round-trips with parsePrice", () => {
    for (const value of [1, 99.9, 1497, 164.08, 250000]) expect(parsePrice(formatPrice(value))).toBe(value)
  })
})
