import { renewalCheckoutHref } from "./customer-week-checkout"
import renewalOffer from "../../../content/data/renewalOffer.json"
import { formatPrice } from "../../lib/price"

describe("renewalCheckoutHref", () => {
  // The checkout gets the price as the page shows it (the content's own, whatever it is today).
  const price = renewalOffer.offerPrice
  const offer = { planName: "Max", price, origem: "semana-cliente" }

  it("is the checkout with plano, preco, origem and variante", () => {
    const href = renewalCheckoutHref({ ...offer, checkoutUrl: "https://pay.example.com/cartao/max" }, "preco-b")
    expect(href).toBe(
      `https://pay.example.com/cartao/max?plano=Max&preco=${encodeURIComponent(formatPrice(price))}&origem=semana-cliente&variante=preco-b`,
    )
  })

  it("keeps what the link already has", () => {
    const href = renewalCheckoutHref({ ...offer, checkoutUrl: "https://pay.example.com/c?origem=email" }, "main")
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      origem: "email",
      plano: "Max",
      preco: formatPrice(price),
      variante: "main",
    })
  })

  it("falls back to the bare link when it is not an address", () => {
    expect(renewalCheckoutHref({ ...offer, checkoutUrl: "nao-e-link" }, "main")).toBe("nao-e-link")
  })
})
