import { formatPrice, parsePrice } from "./price"

describe("parsePrice", () => {
  // Shapes of price text, not the site's figures (tests that need those read content/).
  it.each([
    ["R$ 4.321", 4321],
    ["R$ 8.765", 8765],
    ["R$ 321,09", 321.09],
    ["R$ 5.678,90", 5678.9],
    ["R$ 600", 600],
    ["R$4.321", 4321],
    ["  R$ 997  ", 997],
    ["R$ 15.000", 15000],
  ])("reads %j as %d", (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each(["", "   ", "4.321", "R$", "R$ abc", "US$ 10", "R$ 4.321 ou 12x", "R$ -10"])("is NaN for %j", text => {
    expect(parsePrice(text)).toBeNaN()
  })
})

describe("formatPrice", () => {
  it("writes whole reais without cents and cents with a comma", () => {
    expect(formatPrice(4321)).toBe("R$ 4.321")
    expect(formatPrice(11763)).toBe("R$ 11.763")
    expect(formatPrice(321.09)).toBe("R$ 321,09")
    expect(formatPrice(0.5)).toBe("R$ 0,50")
  })

  it("round-trips with parsePrice", () => {
    for (const value of [1, 99.9, 4321, 321.09, 250000]) expect(parsePrice(formatPrice(value))).toBe(value)
  })
})
