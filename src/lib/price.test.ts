import { formatPrice, parsePrice } from "./price"

/** Price text with these digits: the shapes a price can take, not the site's figures (tests that need those read content/). */
const reais = (digits: string, space = " ") => `R$${space}${digits}`

describe("parsePrice", () => {
  it.each([
    [reais("4.321"), 4321],
    [reais("8.765"), 8765],
    [reais("321,09"), 321.09],
    [reais("5.678,90"), 5678.9],
    [reais("600"), 600],
    [reais("4.321", ""), 4321],
    [`  ${reais("997")}  `, 997],
    [reais("15.000"), 15000],
  ])("reads %j as %d", (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each(["", "   ", "4.321", "R$", "R$ abc", "US$ 10", `${reais("4.321")} ou 12x`, reais("-10")])(
    "is NaN for %j",
    text => {
      expect(parsePrice(text)).toBeNaN()
    },
  )
})

describe("formatPrice", () => {
  it("writes whole reais without cents and cents with a comma", () => {
    expect(formatPrice(4321)).toBe(reais("4.321"))
    expect(formatPrice(11763)).toBe(reais("11.763"))
    expect(formatPrice(321.09)).toBe(reais("321,09"))
    expect(formatPrice(0.5)).toBe(reais("0,50"))
  })

  it("round-trips with parsePrice", () => {
    for (const value of [1, 99.9, 4321, 321.09, 250000]) expect(parsePrice(formatPrice(value))).toBe(value)
  })
})
