import { formatPrice, parsePrice } from "./price"

describe("parsePrice", () => {
  // Shapes of price text, not the site's figures (tests that need those read content/).
  it.each([
    ["R$ 1.397", 1397],
    ["R$ 2.397", 2397],
    ["R$ 164,07", 164.07],
    ["R$ 1.234,50", 1234.5],
    ["R$ 600", 600],
    ["R$1.397", 1397],
    ["  R$ 997  ", 997],
    ["R$ 15.000", 15000],
  ])("reads %j as %d", (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each(["", "   ", "1.397", "R$", "R$ abc", "US$ 10", "R$ 1.397 ou 12x", "R$ -10"])("is NaN for %j", text => {
    expect(parsePrice(text)).toBeNaN()
  })
})

describe("formatPrice", () => {
  it("writes whole reais without cents and cents with a comma", () => {
    expect(formatPrice(1397)).toBe("R$ 1.397")
    expect(formatPrice(11763)).toBe("R$ 11.763")
    expect(formatPrice(164.07)).toBe("R$ 164,07")
    expect(formatPrice(0.5)).toBe("R$ 0,50")
  })

  it("round-trips with parsePrice", () => {
    for (const value of [1, 99.9, 1397, 164.07, 250000]) expect(parsePrice(formatPrice(value))).toBe(value)
  })
})
