/**
 * Every step of the funnel in GA4 (gtag), GTM (dataLayer objects) and Meta (fbq), only after consent: read where the
 * page left it (the tags are stubs), in dataLayer, the pixel's queue and the webhook bodies.
 */
import type { BrowserContext, Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import * as consent from "../helpers/consent"
import { ui } from "../helpers/content"
import { waitForLateCode } from "../helpers/landing-helpers"
import * as lead from "../helpers/lead-helpers"

const FIRST_ARRIVAL = "/?utm_source=google&utm_medium=cpc&utm_campaign=busca-marca&gclid=G-1&gbraid=GB-1&wbraid=WB-1"
const SECOND_ARRIVAL = "/?utm_source=instagram&utm_medium=paid&utm_campaign=reels&fbclid=FB-2&ttclid=TT-2&msclkid=MS-2"
const COOKIES = {
  _fbp: "fb.1.1760000000000.1234567890",
  _fbc: "fb.1.1760000000000.FB-0",
  _ga: "GA1.1.987654321.1760000000",
}
const FIRST_TOUCH_KEY = "formacao-magic:first-touch"

type Entry = Record<string, unknown>

/** A visitor with Meta's and Google's cookies; the webhooks answered and the checkout held. */
async function visitorWithTagCookies(context: BrowserContext, baseURL: string) {
  const webhookCalls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  await context.addCookies(Object.entries(COOKIES).map(([name, value]) => ({ name, value, url: baseURL })))
  return { webhookCalls, checkout }
}

const plan = lead.plans[0]
const { price } = plan

/** Two arrivals, then a lead for the plan, received by both webhooks. */
async function twoArrivalsThenLead(page: Page, webhookCalls: readonly unknown[]) {
  await page.goto(FIRST_ARRIVAL)
  // The stored choice applies before the visitor goes on (a click id is kept only under marketing consent).
  await consent.settled(page)
  await expect.poll(() => page.evaluate(key => localStorage.getItem(key), FIRST_TOUCH_KEY)).not.toBeNull()
  await lead.gotoWithCheckoutOnHold(page, SECOND_ARRIVAL)
  await consent.settled(page)
  await lead.sendLead(page, plan.id)
  await expect.poll(() => webhookCalls.length).toBe(2)
}

/** WhatsApp in the contact widget, its new tab closed. */
async function clickWhatsApp(page: Page) {
  await page.getByRole("button", { name: ui.widget.openLabel }).click()
  const popup = page.waitForEvent("popup")
  await page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) }).click()
  await (await popup).close()
}

test.describe("with cookies accepted", () => {
  test.use({ consent: "accepted" })

  // generate_lead, its dataLayer event, Meta Lead, and a lead a Conversions API can match.
  test("two campaigns, then a lead, measured everywhere", async ({ page, context, baseURL }) => {
    const { webhookCalls, checkout } = await visitorWithTagCookies(context, baseURL!)
    await twoArrivalsThenLead(page, webhookCalls)
    const [sent, other] = webhookCalls.map(call => call.body as unknown as Entry)
    expect(other).toEqual(sent)
    expect(sent).toMatchObject({
      fbp: COOKIES._fbp,
      fbc: COOKIES._fbc,
      ga_client_id: "987654321.1760000000",
      // Last touch, flat as before, and beside it the first.
      utm_source: "instagram",
      fbclid: "FB-2",
      ttclid: "TT-2",
      msclkid: "MS-2",
      ultimo_toque: { utm_source: "instagram", utm_campaign: "reels", fbclid: "FB-2", ttclid: "TT-2", msclkid: "MS-2" },
      primeiro_toque: {
        utm_source: "google",
        utm_campaign: "busca-marca",
        gclid: "G-1",
        gbraid: "GB-1",
        wbraid: "WB-1",
      },
    })

    const [, , lead_event] = (await consent.gtagEvents(page, "generate_lead"))[0]
    expect(lead_event).toMatchObject({ currency: "BRL", value: price, lead_id: sent.lead_id, variante: sent.variante })
    expect(await consent.gtmEvents(page, "generate_lead")).toEqual([
      expect.objectContaining({ currency: "BRL", value: price }),
    ])
    expect(await consent.gtmEvents(page, "begin_checkout")).toHaveLength(1)
    expect(await consent.gtagEvents(page, "begin_checkout")).toEqual([
      [
        "event",
        "begin_checkout",
        expect.objectContaining({
          currency: "BRL",
          value: price,
          items: [{ item_id: plan.id, item_name: plan.name, item_category: "subscription", quantity: 1, price }],
        }),
      ],
    ])
    expect(await consent.pixelEvents(page, "Lead")).toEqual([
      ["track", "Lead", expect.objectContaining({ value: price, currency: "BRL" }), { eventID: sent.lead_id }],
    ])
    expect(await consent.pixelEvents(page, "InitiateCheckout")).toEqual([
      ["track", "InitiateCheckout", expect.any(Object), { eventID: sent.lead_id }],
    ])
    expect(sent.consentimento).toMatchObject({ categorias: ["necessary", "analytics", "marketing"] })

    // With marketing granted, the checkout link carries the click ids too.
    await lead.passProcessingDelay(page)
    await expect.poll(() => checkout.requests.length).toBe(1)
    expect(lead.query(checkout.requests[0].url)).toMatchObject({ fbclid: "FB-2", ttclid: "TT-2", msclkid: "MS-2" })
    checkout.release()
  })

  // Real visitors' speed (web-vitals) reaches GA4 once the page is hidden.
  test("WhatsApp in the contact widget is a contact everywhere; web-vitals reach GA4", async ({ page }) => {
    await page.goto("/")
    await page.locator('html[data-measurement="ready"]').waitFor({ state: "attached" })
    await clickWhatsApp(page)
    expect((await consent.gtagEvents(page, "contact")).map(([, , params]) => params.method)).toEqual(["whatsapp"])
    expect(await consent.gtmEvents(page, "contact")).toEqual([expect.objectContaining({ method: "whatsapp" })])
    expect(await consent.pixelEvents(page, "Contact")).toEqual([
      ["track", "Contact", expect.objectContaining({ method: "whatsapp" })],
    ])

    // With analytics granted, after the load; a tap is an interaction (INP), hiding the page ends the visit.
    await page.locator('html[data-web-vitals="observing"]').waitFor({ state: "attached" })
    await page.locator("h1").first().click()
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" })
      document.dispatchEvent(new Event("visibilitychange"))
    })
    await expect
      .poll(
        async () =>
          (await consent.dataLayer(page)).filter(
            entry => Array.isArray(entry) && /^(LCP|INP|CLS)$/.test(String(entry[1])),
          ).length,
      )
      .toBeGreaterThan(0)
    const [vital] = await consent.gtmEvents(page, "web_vitals")
    expect(vital).toMatchObject({ page_path: "/", variante: expect.any(String), metric_rating: expect.any(String) })
  })
})

// No event, no web-vitals; no Meta or Google id, nor ad click id in the lead, the checkout link or storage.
test("with cookies rejected, none of it is sent", async ({ page, context, baseURL, external }) => {
  const { webhookCalls, checkout } = await visitorWithTagCookies(context, baseURL!)
  const measurementChunks: string[] = []
  page.on("request", request => {
    if (/\/(web-vitals|measurement)-[0-9a-f]+\.js$/.test(request.url())) measurementChunks.push(request.url())
  })
  // Funnel events in dataLayer: gtag commands, GTM objects (react_app_loaded goes whatever the choice).
  const funnelEvents = async () =>
    (await consent.dataLayer(page)).filter(entry =>
      Array.isArray(entry)
        ? entry[0] === "event"
        : !["react_app_loaded", undefined].includes((entry as Entry).event as string),
    )

  await page.goto(consent.thankYouUrl("HP-46-0002", price))
  await consent.settled(page)
  await page.locator('html[data-purchase="awaiting-consent"]').waitFor({ state: "attached" })
  await page.goto("/")
  await consent.settled(page)
  await waitForLateCode(page, "contact-widget")
  await clickWhatsApp(page)
  expect(await funnelEvents()).toEqual([])

  await twoArrivalsThenLead(page, webhookCalls)
  const sent = webhookCalls[0].body as unknown as Entry
  expect(sent).toMatchObject({ utm_source: "instagram", primeiro_toque: { utm_source: "google" } })
  for (const key of ["fbp", "fbc", "ga_client_id"]) expect(sent).not.toHaveProperty(key)
  // Anywhere: the fields, the addresses inside, the checkout link, storage.
  const clickIds = /gclid|gbraid|wbraid|fbclid|ttclid|msclkid|G-1|GB-1|WB-1|FB-[02]|TT-2|MS-2/
  for (const call of webhookCalls) expect(JSON.stringify(call.body)).not.toMatch(clickIds)
  expect(sent.url_origem).toContain("utm_campaign=reels")
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)))
  expect(storage).toContain("busca-marca")
  expect(storage).not.toMatch(clickIds)
  expect(await funnelEvents()).toEqual([])
  expect(await consent.pixelQueue(page)).toBeNull()
  await lead.passProcessingDelay(page)
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(lead.query(checkout.requests[0].url)).toMatchObject({ utm_source: "instagram", lead_captured: "true" })
  expect(checkout.requests[0].url).not.toMatch(clickIds)
  checkout.release()

  expect(consent.tagRequests(external)).toEqual([])
  // The measurement runtime and the web-vitals library are not even fetched.
  expect(measurementChunks).toEqual([])
})
