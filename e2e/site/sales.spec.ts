/**
 * A sale end to end on Cloudflare's runtime with its local D1: the lead's keys as the page posts them, then Hotmart's
 * and Kiwify's webhooks, with a local recorder for GA4's Measurement Protocol and Meta's Conversions API.
 */
import { createHash, createHmac, randomUUID } from "node:crypto"
import { hotmartPayload, kiwifyPayload } from "../../functions/sales/documented-payloads"
import { ROOT, serve, type Server } from "../helpers/ab-servers"
import * as consent from "../helpers/consent"
import { expect, test } from "../helpers/fixtures"
import * as lead from "../helpers/lead-helpers"
import { checkoutLinksReady } from "../helpers/page-checks"
import { startRecorder, type Recorded } from "../helpers/recorder"

// Beside the other specs' servers, one pair per worker (its inspector on port + 1).
const SITE_PORT = Number(process.env.E2E_PORT ?? 9100) + 30 + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const RECORDER_PORT = SITE_PORT + 6
const RECORDER = `http://127.0.0.1:${RECORDER_PORT}`
const SECRETS = { HOTMART_HOTTOK: "hottok-de-teste", KIWIFY_TOKEN: "token-kiwify-de-teste" }
const EMAIL = "ana.souza@example.com"
const FBP = "fb.1.1558571054389.1098115397"

let site: Server
let recorder: Awaited<ReturnType<typeof startRecorder>>

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  recorder = await startRecorder(RECORDER_PORT)
  site = await serve(ROOT, SITE_PORT, {
    ...SECRETS,
    GA4_ID: "G-TESTE12345",
    GA4_API_SECRET: "segredo-ga4",
    GA4_MP_URL: `${RECORDER}/ga4`,
    META_PIXEL_ID: "123456789012345",
    META_CAPI_TOKEN: "token-meta",
    META_CAPI_URL: `${RECORDER}/meta`,
  })
})

test.afterAll(async () => {
  await site.stop()
  await recorder.stop()
})

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

function postLead(keys: Record<string, unknown>) {
  return fetch(`${site.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/126.0" },
    body: JSON.stringify({ variante: "main", ambiente: "local", ...keys }),
  })
}

const postHotmart = (body: string, hottok = SECRETS.HOTMART_HOTTOK) =>
  fetch(`${site.url}/api/vendas/hotmart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-HOTMART-HOTTOK": hottok },
    body,
  })

function hotmart(event: string, transaction: string, leadId: string, hottok = SECRETS.HOTMART_HOTTOK, raw?: string) {
  const payload = hotmartPayload(event, transaction, { sck: `anuncio-7_v-main_l-${leadId}`, xcod: leadId })
  return postHotmart(raw ?? JSON.stringify(payload), hottok)
}

/** Kiwify's webhook, signed as Kiwify signs it, or with another key. */
function kiwify(orderStatus: string, orderId: string, leadId: string, token = SECRETS.KIWIFY_TOKEN) {
  const body = JSON.stringify(kiwifyPayload(orderStatus, orderId, `v-main_l-${leadId}`))
  const signature = createHmac("sha1", token).update(body).digest("hex")
  return fetch(`${site.url}/api/vendas/kiwify?signature=${signature}`, { method: "POST", body })
}

const reports = async (response: Response) => ((await response.json()) as { reports: string[] }).reports
const arrived = (destination: "ga4" | "meta", transaction: string): Recorded[] =>
  recorder.requests.filter(
    request => request.path.startsWith(`/${destination}/`) && JSON.stringify(request.body).includes(transaction),
  )

test("a Hotmart sale reaches GA4 and Meta once, with the lead's ids, and its refund reaches GA4", async () => {
  const leadId = randomUUID()
  const lead = { lead_id: leadId, consentimento: ["necessary", "analytics", "marketing"], fbp: FBP }
  const stored = await postLead({ ...lead, ga_client_id: "987654321.1760000000", email_sha256: sha256(EMAIL) })
  expect(stored.status).toBe(204)
  // A forged copy of the same lead id changes nothing: the first write wins.
  expect((await postLead({ ...lead, fbp: "fb.1.1700000000000.666" })).status).toBe(204)

  expect((await hotmart("PURCHASE_APPROVED", "HP0001", leadId, "hottok-errado")).status).toBe(401)
  expect((await hotmart("PURCHASE_APPROVED", "HP0001", leadId, SECRETS.HOTMART_HOTTOK, "{event:")).status).toBe(400)
  expect(await reports(await hotmart("PURCHASE_BILLET_PRINTED", "HP0002", leadId))).toEqual([])
  // A refund of a purchase never reported (the boleto was never paid) sends nothing.
  expect(await reports(await hotmart("PURCHASE_REFUNDED", "HP0002", leadId))).toEqual([])

  expect(await reports(await hotmart("PURCHASE_APPROVED", "HP0001", leadId))).toEqual(["ga4_purchase", "meta_purchase"])
  await expect.poll(() => arrived("ga4", "HP0001").length).toBe(1)
  await expect.poll(() => arrived("meta", "HP0001").length).toBe(1)
  const [ga4] = arrived("ga4", "HP0001")
  expect(ga4.path).toBe("/ga4/mp/collect")
  expect(ga4.query.get("measurement_id")).toBe("G-TESTE12345")
  expect(ga4.body).toMatchObject({
    client_id: "987654321.1760000000",
    events: [
      { name: "purchase", params: { transaction_id: "HP0001", value: 2497, currency: "BRL", variante: "main" } },
    ],
  })
  const [meta] = arrived("meta", "HP0001")
  expect(meta.path).toBe("/meta/v25.0/123456789012345/events")
  expect(meta.query.has("access_token")).toBe(false)
  expect(meta.body).toMatchObject({
    access_token: "token-meta",
    data: [{ event_name: "Purchase", event_id: "HP0001", user_data: { fbp: FBP, em: [sha256(EMAIL)] } }],
  })

  expect(await reports(await hotmart("PURCHASE_APPROVED", "HP0001", leadId))).toEqual([])
  // The refund waits until the purchase's report is recorded as sent; a resent one is harmless.
  await expect.poll(async () => reports(await hotmart("PURCHASE_REFUNDED", "HP0001", leadId))).toEqual(["ga4_refund"])
  await expect.poll(() => arrived("ga4", "HP0001").length).toBe(2)
  expect(arrived("ga4", "HP0001")[1].body).toMatchObject({ events: [{ name: "refund" }] })
  expect([arrived("meta", "HP0001").length, arrived("ga4", "HP0002").length]).toEqual([1, 0])
})

test("a Kiwify sale is told once when paid, and never to Meta for a buyer who refused marketing", async () => {
  const leadId = randomUUID()
  const analyticsOnly = { lead_id: leadId, consentimento: ["necessary", "analytics"], ga_client_id: "555.666" }
  expect((await postLead(analyticsOnly)).status).toBe(204)

  expect((await kiwify("paid", "kw-0001", leadId, "outro-token")).status).toBe(401)
  expect(await reports(await kiwify("waiting_payment", "kw-0001", leadId))).toEqual([])
  expect(await reports(await kiwify("paid", "kw-0001", leadId))).toEqual(["ga4_purchase"])
  expect(await reports(await kiwify("paid", "kw-0001", leadId))).toEqual([])
  await expect.poll(() => arrived("ga4", "kw-0001").length).toBe(1)
  expect(arrived("ga4", "kw-0001")[0].body).toMatchObject({
    client_id: "555.666",
    consent: { ad_user_data: "DENIED" },
    events: [{ params: { value: 2497, currency: "BRL" } }],
  })
  expect(arrived("meta", "kw-0001")).toHaveLength(0)
})

// The whole way in a browser: the lead's keys as the page stores them, and the sale matched by the link's xcod.
test.describe("a visitor who accepts cookies", () => {
  test.use({ consent: "none" })

  test("buys Max after a lead: GA4 and Meta get the sale with the visitor's ids", async ({ page, context }) => {
    const ga = { cookie: "GA1.1.246813579.1761000000", clientId: "246813579.1761000000" }
    await context.addCookies(
      [
        ["_ga", ga.cookie],
        ["_fbp", FBP],
      ].map(([name, value]) => ({ name, value, url: site.url })),
    )
    await lead.routeWebhooks(context)
    const checkout = await lead.holdCheckout(context)
    await page.goto(`${site.url}/?utm_source=instagram`)
    await consent.choose(page, consent.bannerCopy.acceptAll)
    await checkoutLinksReady(page)
    const keysStored = page.waitForResponse(response => new URL(response.url()).pathname === "/api/leads")
    await page.locator('[data-plan="max"]').click()
    await lead.fillLeadForm(page, lead.VISITOR)
    await lead.submitLead(page)
    expect((await keysStored).status()).toBe(204)
    await expect.poll(() => checkout.requests.length).toBe(1)
    const { xcod, sck, variante } = lead.query(checkout.requests[0].url)
    checkout.release()

    // Hotmart hands the link's xcod and sck back with the plan's price and the buyer's e-mail.
    const max = lead.plans.find(plan => plan.id === "max")!
    const payload = hotmartPayload("PURCHASE_APPROVED", "HP-NAVEGADOR-1", { xcod, sck })
    payload.data.purchase.price.value = max.price
    payload.data.buyer.email = lead.VISITOR.email
    expect(await reports(await postHotmart(JSON.stringify(payload)))).toEqual(["ga4_purchase", "meta_purchase"])
    await expect.poll(() => arrived("ga4", "HP-NAVEGADOR-1").length + arrived("meta", "HP-NAVEGADOR-1").length).toBe(2)
    expect(arrived("ga4", "HP-NAVEGADOR-1")[0].body).toMatchObject({
      client_id: ga.clientId,
      events: [{ name: "purchase", params: { value: max.price, currency: "BRL", variante } }],
    })
    const em = sha256(lead.VISITOR.email.trim().toLowerCase())
    expect(arrived("meta", "HP-NAVEGADOR-1")[0].body).toMatchObject({
      data: [{ event_name: "Purchase", event_id: "HP-NAVEGADOR-1", user_data: { fbp: FBP, em: [em] } }],
    })
  })
})
