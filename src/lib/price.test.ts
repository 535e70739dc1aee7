import { formatPrice } from "./price"

it("writes whole reais without cents and cents with a comma, as Brazilians read them", () => {
  expect([4321, 11763, 321.09, 0.5].map(formatPrice)).toEqual(["R$ 4.321", "R$ 11.763", "R$ 321,09", "R$ 0,50"])
})
