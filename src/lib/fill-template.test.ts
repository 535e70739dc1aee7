import { fillTemplate, placeholdersPattern } from "./fill-template"

it("puts values into their placeholders, each as often as it appears, and leaves unknown ones visible", () => {
  expect(fillTemplate("{count} vezes {value}", { count: 10, value: "por semana" })).toBe("10 vezes por semana")
  expect(fillTemplate("{discount} OFF, {discount}! {typo}", { discount: "40%" })).toBe("40% OFF, 40%! {typo}")
})

it("builds a pattern that takes a label with every placeholder, in any order, and refuses one that lost any", () => {
  const pattern = placeholdersPattern(["count", "price"])
  const labels = ["ou {count}x de {price}", "{price} em {count} vezes", "ou 12x de {price}", "ou {count}x de cem reais"]
  expect(labels.map(label => pattern.test(label))).toEqual([true, true, false, false])
})
