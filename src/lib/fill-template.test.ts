import { fillTemplate, placeholdersPattern } from "./fill-template"

describe("fillTemplate", () => {
  it("puts the values into their placeholders", () => {
    expect(fillTemplate("{count} vezes {value}", { count: 10, value: "por semana" })).toBe("10 vezes por semana")
  })

  it("fills a placeholder used twice and leaves unknown ones visible", () => {
    expect(fillTemplate("{discount} OFF, {discount}! {typo}", { discount: "40%" })).toBe("40% OFF, 40%! {typo}")
  })
})

describe("placeholdersPattern", () => {
  const pattern = placeholdersPattern(["count", "price"])

  it("accepts a label with every placeholder, in any order", () => {
    expect(pattern.test("ou {count}x de {price}")).toBe(true)
    expect(pattern.test("{price} em {count} vezes")).toBe(true)
  })

  it("rejects a label that lost a placeholder", () => {
    expect(pattern.test("ou 12x de {price}")).toBe(false)
    expect(pattern.test("ou {count}x de cem reais")).toBe(false)
  })
})
