import { renewalCheckoutHref } from "./customer-week-checkout"
import { formatPrice } from "../../lib/price"

const offer = { planName: "Max", price: 1997, origem: "semana-cliente" }
const href = (checkoutUrl: string) => renewalCheckoutHref({ ...offer, checkoutUrl }, "preco-b")

it("is the checkout with plano, preco as the page shows it, origem and variante, keeping what the link has", () => {
  expect(Object.fromEntries(new URL(href("https://pay.example.com/c?origem=email")).searchParams)).toEqual({
    origem: "email",
    plano: "Max",
    preco: formatPrice(1997),
    variante: "preco-b",
  })
  expect(href("nao-e-link")).toBe("nao-e-link")
})
