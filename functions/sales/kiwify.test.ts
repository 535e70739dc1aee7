/**
 * @jest-environment node
 */
import { createHmac } from "node:crypto"
import { kiwifyPayload } from "./documented-payloads"
import { kiwify } from "./kiwify"
import type { SalesEnv } from "./receive"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"
const env = { KIWIFY_TOKEN: "rroobl2yt0k" } as SalesEnv

const ORDER = kiwifyPayload("paid", "d9b7a395-9ae0-4a3b-ba41-fe6b02de108b", `anuncio-7_v-main_l-${LEAD_ID}`)

describe("Kiwify's sale", () => {
  it("reads the order, its value in reais from centavos, the buyer, product and the lead in sck", () => {
    expect(kiwify.toSale(ORDER)).toEqual({
      platform: "kiwify",
      transaction: ORDER.order_id,
      event: "order_approved",
      status: "approved",
      value: 2497,
      currency: "BRL",
      email: "Ana.Souza@example.com",
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

  it("refuses another body, another key, no signature, and everything while KIWIFY_TOKEN is unset", async () => {
    const changed = new TextEncoder().encode(JSON.stringify({ ...ORDER, order_status: "refunded" }))
    expect(await kiwify.verify(signed(signature), changed.buffer, env)).toBe(false)
    expect(await kiwify.verify(signed(signature), body.buffer, { KIWIFY_TOKEN: "outro" } as SalesEnv)).toBe(false)
    expect(await kiwify.verify(signed(""), body.buffer, env)).toBe(false)
    expect(await kiwify.verify(signed(signature), body.buffer, {} as SalesEnv)).toBe(false)
  })
})
