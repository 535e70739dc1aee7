import { renewalCheckoutHref } from "./customer-week-checkout"

describe("renewalCheckoutHref", () => {
  const offer = { planName: "Max", price: "R$ 1.497", origem: "semana-cliente" }

  it("is the checkout with plano, preco, origem and variante", () => {
    const href = renewalCheckoutHref({ ...offer, checkoutUrl: "https://pay.example.com/cartao/max" }, "preco-b")
    expect(href).toBe(
      "https://pay.example.com/cartao/max?plano=Max&preco=R%24%201.497&origem=semana-cliente&variante=preco-b",
    )
  })

  it("keeps what the link already has", () => {
    const href = renewalCheckoutHref({ ...offer, checkoutUrl: "https://pay.example.com/c?origem=email" }, "main")
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      origem: "email",
      plano: "Max",
      preco: "R$ 1.497",
      variante: "main",
    })
  })

  it("falls back to the bare link when it is not an address", () => {
    expect(renewalCheckoutHref({ ...offer, checkoutUrl: "nao-e-link" }, "main")).toBe("nao-e-link")
  })
})
