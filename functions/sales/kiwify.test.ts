/**
 * @jest-environment node
 */
import { createHmac } from "node:crypto"
import { kiwify } from "./kiwify"
import type { SalesEnv } from "./receive"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"
const env = { KIWIFY_TOKEN: "rroobl2yt0k" } as SalesEnv

/** Kiwify's documented order_approved webhook, trimmed to the fields read, with the link's sck. */
const ORDER = {
  order_id: "d9b7a395-9ae0-4a3b-ba41-fe6b02de108b",
  order_status: "paid",
  webhook_event_type: "order_approved",
  Product: { product_id: "da157a91-80a4-4458-933c-41e965077f6a", product_name: "Example product" },
  Customer: { full_name: "John Doe", email: "johndoe@example.com", mobile: "+5547999999999" },
  Commissions: { charge_amount: 6426, product_base_price_currency: "BRL", currency: "BRL" },
  TrackingParameters: { src: null, sck: `anuncio-7_v-main_l-${LEAD_ID}`, utm_source: "facebook" },
}

describe("Kiwify's sale", () => {
  it("reads the order, its value in reais from centavos, the buyer, product and the lead in sck", () => {
    expect(kiwify.toSale(ORDER)).toEqual({
      platform: "kiwify",
      transaction: ORDER.order_id,
      event: "order_approved",
      status: "approved",
      value: 64.26,
      currency: "BRL",
      email: "johndoe@example.com",
      leadRef: LEAD_ID,
      product: ORDER.Product.product_id,
    })
  })

  it.each([
    ["waiting_payment", "pending"],
    ["refunded", "refunded"],
    ["chargedback", "chargeback"],
    ["refused", "canceled"],
  ])("maps %s to %s", (order_status, status) => {
    expect(kiwify.toSale({ ...ORDER, order_status })?.status).toBe(status)
  })
})

describe("Kiwify's signature", () => {
  const body = new TextEncoder().encode(JSON.stringify(ORDER))
  const signed = (signature: string) =>
    new Request(`https://formacaomagic.com.br/api/vendas/kiwify?signature=${signature}`, { method: "POST" })
  const signature = createHmac("sha1", env.KIWIFY_TOKEN ?? "")
    .update(body)
    .digest("hex")

  it("accepts the HMAC-SHA1 of the body as it came, keyed by the token", async () => {
    expect(await kiwify.verify(signed(signature), body.buffer, env)).toBe(true)
  })

  it("refuses another body, another key, or no signature", async () => {
    const changed = new TextEncoder().encode(JSON.stringify({ ...ORDER, order_status: "refunded" }))
    expect(await kiwify.verify(signed(signature), changed.buffer, env)).toBe(false)
    expect(await kiwify.verify(signed(signature), body.buffer, { KIWIFY_TOKEN: "outro" } as SalesEnv)).toBe(false)
    expect(await kiwify.verify(new Request("https://formacaomagic.com.br/api/vendas/kiwify"), body.buffer, env)).toBe(
      false,
    )
  })

  it("refuses every call while KIWIFY_TOKEN is unset", async () => {
    expect(await kiwify.verify(signed(signature), body.buffer, {} as SalesEnv)).toBe(false)
  })
})
