import { formatPrice } from "./price"
import plansJson from "../../content/data/plans.json"

// Thousands with dots, written here without Intl so the test does not restate the formatter.
const grouped = (reais: number) => String(reais).replace(/\B(?=(\d{3})+$)/g, ".")

it.each(plansJson.plans.map(plan => plan.price))("writes R$ %p whole, without cents, as Brazilians read it", price => {
  expect(formatPrice(price)).toBe(`R$ ${grouped(price)}`)
  expect(formatPrice(price + 0.09)).toBe(`R$ ${grouped(price)},09`)
})

it("writes cents below a real with a comma", () => {
  expect(formatPrice(0.5)).toBe("R$ 0,50")
})
