/**
 * @jest-environment node
 */
import { hotmartPayload } from "./documented-payloads"
import { hotmart } from "./hotmart"
import type { SalesEnv } from "./receive"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"

const approved = (origin: { xcod?: string; sck?: string } = { xcod: LEAD_ID, sck: `anuncio-7_v-main_l-${LEAD_ID}` }) =>
  hotmartPayload("PURCHASE_APPROVED", "HP16015479281022", origin)

describe("Hotmart's sale", () => {
  it("reads the transaction, value, currency, buyer, product and the lead's reference from xcod", () => {
    expect(hotmart.toSale(approved())).toEqual({
      platform: "hotmart",
      transaction: "HP16015479281022",
      event: "PURCHASE_APPROVED",
      status: "approved",
      value: 2497,
      currency: "BRL",
      email: "Ana.Souza@example.com",
      leadRef: LEAD_ID,
      product: "0",
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
  ])("maps %s to %s", (event, status) => {
    expect(hotmart.toSale({ ...approved(), event })?.status).toBe(status)
  })

  it("keeps an event without a purchase under its own id", () => {
    const firstAccess = { id: "7fe795fa-285c-430f-9a91-afce10a9216f", event: "CLUB_FIRST_ACCESS", data: { user: {} } }
    expect(hotmart.toSale(firstAccess)).toMatchObject({ transaction: firstAccess.id, status: "other" })
  })
})

describe("Hotmart's proof", () => {
  const env = { HOTMART_HOTTOK: "ysewXlAZI1iHdUFqC4ZcV1J5RLhiVe518471" } as SalesEnv
  const call = (hottok = "") =>
    new Request("https://formacaomagic.com.br/", { headers: { "X-HOTMART-HOTTOK": hottok } })

  it("accepts the account's hottok only, and nothing while HOTMART_HOTTOK is unset", async () => {
    const body = new ArrayBuffer(0)
    expect(await hotmart.verify(call(env.HOTMART_HOTTOK), body, env)).toBe(true)
    expect(await hotmart.verify(call(`${env.HOTMART_HOTTOK}x`), body, env)).toBe(false)
    expect(await hotmart.verify(call(), body, env)).toBe(false)
    expect(await hotmart.verify(call("anything"), body, {} as SalesEnv)).toBe(false)
  })
})
