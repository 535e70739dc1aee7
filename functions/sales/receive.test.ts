/** @jest-environment node */
import { createHash } from "node:crypto"
import { hotmartPayload } from "./documented-payloads"
import { hotmart } from "./platforms"
import { memoryStore } from "./memory-store"
import { receiveWebhook, type SalesDeps } from "./receive"
import type { LeadRow, SalesEnv } from "./store"

const LEAD_ID = "3b241101-e2bb-4255-8caf-4136c566a962"
const TRANSACTION = "HP16015479281022"
const NOW = Date.parse("2026-03-02T15:00:00-03:00")
const HOUR = 3_600_000
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/126.0 Mobile"
const ENV = {
  HOTMART_HOTTOK: "ysewXlAZI1iHdUFqC4ZcV1J5RLhiVe518471",
  GA4_ID: "G-TESTE12345",
  GA4_API_SECRET: "ga4-secret",
  GA4_MP_URL: "https://ga4.test",
  META_PIXEL_ID: "123456789012345",
  META_CAPI_TOKEN: "meta-token",
  META_CAPI_URL: "https://meta.test",
} as SalesEnv

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

function lead(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    lead_id: LEAD_ID,
    variante: "preco-b",
    ambiente: "production",
    consent: "necessary analytics marketing",
    ga_client_id: "987654321.1760000000",
    fbp: "fb.1.1558571054389.1098115397",
    fbc: null,
    click_ids: null,
    email_sha256: null,
    phone_sha256: "b".repeat(64),
    user_agent: PHONE_UA,
    ip: "203.0.113.7",
    created_at: NOW - HOUR,
    ...overrides,
  }
}

const webhook = (event: string, xcod: string | null = LEAD_ID) =>
  hotmartPayload(event, TRANSACTION, { xcod: xcod ?? undefined })

function setup(leads: LeadRow[], options: { env?: Partial<SalesEnv>; ga4?: number[]; meta?: number[] } = {}) {
  const memory = memoryStore()
  for (const row of leads) memory.leads.set(row.lead_id, row)
  const calls: { url: string; body: Record<string, unknown> }[] = []
  const logs: string[] = []
  const deps: SalesDeps = {
    store: () => memory.store,
    now: () => NOW,
    sleep: () => Promise.resolve(),
    log: message => logs.push(message),
    fetch: (input, init) => {
      const url = input as string
      calls.push({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> })
      const answers = url.startsWith(ENV.GA4_MP_URL ?? "") ? options.ga4 : options.meta
      return Promise.resolve(new Response(null, { status: answers?.shift() ?? 200 }))
    },
  }
  const post = async (payload: unknown) => {
    const pending: Promise<unknown>[] = []
    const request = new Request("https://formacaomagic.com.br/api/vendas/hotmart", {
      method: "POST",
      headers: { "X-HOTMART-HOTTOK": ENV.HOTMART_HOTTOK ?? "" },
      body: JSON.stringify(payload),
    })
    const env = { ...ENV, ...options.env }
    const response = await receiveWebhook({ request, env, waitUntil: p => pending.push(p) }, hotmart, deps)
    await Promise.all(pending)
    return response
  }
  const to = (host: string) => calls.filter(call => call.url.startsWith(host))
  return { ...memory, logs, post, ga4: () => to("https://ga4.test"), meta: () => to("https://meta.test") }
}

it("answers a platform 200 and stores the sale, sent nowhere, for an event it does not know or a sale without a lead", async () => {
  const { post, sales, ga4 } = setup([])
  expect((await post(webhook("PURCHASE_PROTEST"))).status).toBe(200)
  expect(sales.get(`hotmart ${TRANSACTION}`)?.status).toBe("other")
  await post(webhook("PURCHASE_APPROVED"))
  expect(sales.get(`hotmart ${TRANSACTION}`)?.status).toBe("approved")
  expect(ga4()).toHaveLength(0)
})

describe("an approved sale", () => {
  it("reaches GA4 with ads consent and Meta with the buyer's browser, address and phone, under full consent", async () => {
    const { post, ga4, meta } = setup([lead()])
    const response = await post(webhook("PURCHASE_APPROVED"))
    expect(await response.json()).toEqual({ status: "approved", reports: ["ga4_purchase", "meta_purchase"] })
    expect(ga4()[0].url).toBe("https://ga4.test/mp/collect?measurement_id=G-TESTE12345&api_secret=ga4-secret")
    expect(ga4()[0].body.consent).toEqual({ ad_user_data: "GRANTED", ad_personalization: "GRANTED" })
    expect(meta()[0].body.data).toMatchObject([
      {
        event_time: NOW / 1000,
        action_source: "website",
        user_data: { ph: ["b".repeat(64)], client_user_agent: PHONE_UA, client_ip_address: "203.0.113.7" },
      },
    ])
  })

  it("without a reference, takes the most recent lead with the buyer's e-mail created before the sale", async () => {
    const email_sha256 = sha256("ana.souza@example.com")
    const byEmail = (id: string, created_at: number, ga_client_id: string) =>
      lead({ lead_id: id.repeat(8) + LEAD_ID.slice(8), email_sha256, created_at, ga_client_id })
    const { post, ga4 } = setup([
      byEmail("1", NOW - 48 * HOUR, "111.1"),
      byEmail("2", NOW - HOUR, "222.2"),
      byEmail("3", NOW + HOUR, "333.3"),
    ])
    await post(webhook("PURCHASE_APPROVED", null))
    expect(ga4().map(call => call.body.client_id)).toEqual(["222.2"])
  })

  it("with a reference to no stored lead (the visitor shared nothing), matches no lead by e-mail", async () => {
    const sameBuyer = lead({ lead_id: LEAD_ID.replace("3b", "4c"), email_sha256: sha256("ana.souza@example.com") })
    const { post, ga4 } = setup([sameBuyer])
    await post(webhook("PURCHASE_APPROVED"))
    expect(ga4()).toHaveLength(0)
  })
})

describe("delivery", () => {
  it("retries GA4's 5xx up to three tries but not Meta's 400, logs it without secrets or personal data, and tries again on a resent webhook", async () => {
    const { post, ga4, meta, logs } = setup([lead()], { ga4: [503, 503, 503], meta: [400] })
    expect((await post(webhook("PURCHASE_APPROVED"))).status).toBe(200)
    expect([ga4().length, meta().length]).toEqual([3, 1])
    expect(logs).toContain(`sales: ga4_purchase of hotmart ${TRANSACTION} failed after 3 tries (HTTP 503)`)
    expect(await (await post(webhook("PURCHASE_APPROVED"))).json()).toMatchObject({
      reports: ["ga4_purchase", "meta_purchase"],
    })
    expect([ga4().length, meta().length]).toEqual([4, 2])
    expect(logs.join("\n")).not.toMatch(/ga4-secret|meta-token|ana\.souza|987654321/i)
  })

  it("skips a destination whose secret is unset, and says so", async () => {
    const { post, ga4, meta, logs } = setup([lead()], { env: { GA4_API_SECRET: undefined } })
    await post(webhook("PURCHASE_APPROVED"))
    expect([ga4().length, meta().length]).toEqual([0, 1])
    expect(logs).toContain("sales: GA4_API_SECRET is not set; that report is skipped")
  })
})
