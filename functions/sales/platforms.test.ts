/** @jest-environment node */
import { createHmac } from "node:crypto"
import { hotmartPayload, kiwifyPayload } from "./documented-payloads"
import { hotmart, kiwify } from "./platforms"
import type { SalesEnv } from "./store"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"
const SCK = `anuncio-7_v-main_l-${LEAD_ID}`
const approved = (origin: { xcod?: string; sck?: string } = { xcod: LEAD_ID, sck: SCK }) =>
  hotmartPayload("PURCHASE_APPROVED", "HP16015479281022", origin)
const ORDER = kiwifyPayload("paid", "d9b7a395-9ae0-4a3b-ba41-fe6b02de108b", SCK)
const SALE = { value: 2497, currency: "BRL", email: "Ana.Souza@example.com", leadRef: LEAD_ID, status: "approved" }

describe("a platform's sale", () => {
  it("reads Hotmart's transaction, value, currency, buyer, product and the lead's reference from xcod", () => {
    expect(hotmart.toSale(approved())).toEqual({
      ...SALE,
      platform: "hotmart",
      transaction: "HP16015479281022",
      event: "PURCHASE_APPROVED",
      product: "0",
    })
  })

  it("reads Kiwify's order, its value in reais from centavos, the buyer, product and the lead in sck", () => {
    expect(kiwify.toSale(ORDER)).toEqual({
      ...SALE,
      platform: "kiwify",
      transaction: ORDER.order_id,
      event: "order_approved",
      product: ORDER.Product.product_id,
    })
  })

  it("finds the lead in sck's last part when xcod is missing, and none in a visitor's own sck", () => {
    expect(hotmart.toSale(approved({ sck: `v-preco-b_l-${LEAD_ID}` }))?.leadRef).toBe(LEAD_ID)
    expect(hotmart.toSale(approved({ sck: "anuncio-7_v-main", xcod: "parceiro-9" }))?.leadRef).toBeUndefined()
  })

  it.each([
    ["PURCHASE_COMPLETE", "approved"],
    ["PURCHASE_BILLET_PRINTED", "pending"],
    ["PURCHASE_REFUNDED", "refunded"],
    ["PURCHASE_CHARGEBACK", "chargeback"],
    ["PURCHASE_CANCELED", "canceled"],
    ["PURCHASE_PROTEST", "other"],
    ["waiting_payment", "pending"],
    ["refunded", "refunded"],
    ["chargedback", "chargeback"],
    ["refused", "canceled"],
  ])("maps %s to %s", (event, status) => {
    const sale = event.startsWith("PURCHASE")
      ? hotmart.toSale({ ...approved(), event })
      : kiwify.toSale({ ...ORDER, order_status: event })
    expect(sale?.status).toBe(status)
  })

  it("keeps a Hotmart event without a purchase under its own id", () => {
    const firstAccess = { id: "7fe795fa-285c-430f-9a91-afce10a9216f", event: "CLUB_FIRST_ACCESS", data: { user: {} } }
    expect(hotmart.toSale(firstAccess)).toMatchObject({ transaction: firstAccess.id, status: "other" })
  })
})

describe("a platform's proof", () => {
  it("is Hotmart's hottok only, and nothing while HOTMART_HOTTOK is unset", async () => {
    const env = { HOTMART_HOTTOK: "ysewXlAZI1iHdUFqC4ZcV1J5RLhiVe518471" } as SalesEnv
    const call = (hottok = "") =>
      new Request("https://formacaomagic.com.br/", { headers: { "X-HOTMART-HOTTOK": hottok } })
    const body = new ArrayBuffer(0)
    expect(await hotmart.verify(call(env.HOTMART_HOTTOK), body, env)).toBe(true)
    expect(await hotmart.verify(call(`${env.HOTMART_HOTTOK}x`), body, env)).toBe(false)
    expect(await hotmart.verify(call(), body, env)).toBe(false)
    expect(await hotmart.verify(call("anything"), body, {} as SalesEnv)).toBe(false)
  })

  it("is Kiwify's HMAC-SHA1 of the body as it came, keyed by the token; never while KIWIFY_TOKEN is unset", async () => {
    const env = { KIWIFY_TOKEN: "rroobl2yt0k" } as SalesEnv
    const body = new TextEncoder().encode(JSON.stringify(ORDER))
    const signed = (signature: string) =>
      new Request(`https://formacaomagic.com.br/api/vendas/kiwify?signature=${signature}`, { method: "POST" })
    const signature = createHmac("sha1", "rroobl2yt0k").update(body).digest("hex")
    expect(await kiwify.verify(signed(signature), body.buffer, env)).toBe(true)
    const changed = new TextEncoder().encode(JSON.stringify({ ...ORDER, order_status: "refunded" }))
    expect(await kiwify.verify(signed(signature), changed.buffer, env)).toBe(false)
    expect(await kiwify.verify(signed(signature), body.buffer, { KIWIFY_TOKEN: "outro" } as SalesEnv)).toBe(false)
    expect(await kiwify.verify(signed(""), body.buffer, env)).toBe(false)
    expect(await kiwify.verify(signed(signature), body.buffer, {} as SalesEnv)).toBe(false)
  })
})
