/**
 * Issue 46's acceptance, as a marketer tries it: every step of the funnel in
 * GA4 (gtag), in GTM (dataLayer objects with `event`) and in Meta (fbq), only
 * after consent. The tags themselves are stubbed (fixtures.ts), so what they
 * were sent is read where the page left it: gtag's commands and GTM's objects
 * in dataLayer, the pixel's calls in its queue, the lead in the webhook bodies.
 */
import type { BrowserContext, Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { consentSettled } from "../helpers/consent-helpers"
import { pixelQueue, tagRequests } from "../helpers/consent-tags"
import { ui } from "../helpers/content"
import { waitForLateCode } from "../helpers/landing-helpers"
import {
  dataLayer,
  fillLeadForm,
  gotoWithCheckoutOnHold,
  holdCheckout,
  openPlan,
  passProcessingDelay,
  plans,
  priceValue,
  routeWebhooks,
  site,
  submitLead,
  VISITOR,
} from "../helpers/lead-helpers"

const FIRST_ARRIVAL = "/?utm_source=google&utm_medium=cpc&utm_campaign=busca-marca&gclid=G-1&gbraid=GB-1&wbraid=WB-1"
const SECOND_ARRIVAL = "/?utm_source=instagram&utm_medium=paid&utm_campaign=reels&fbclid=FB-2&ttclid=TT-2&msclkid=MS-2"
const COOKIES = {
  _fbp: "fb.1.1760000000000.1234567890",
  _fbc: "fb.1.1760000000000.FB-0",
  _ga: "GA1.1.987654321.1760000000",
}
const FIRST_TOUCH_KEY = "formacao-magic:first-touch"

type Entry = Record<string, unknown>

/** A visitor who carries Meta's and Google's cookies; the webhooks answered and the checkout held, as sent. */
async function visitorWithTagCookies(context: BrowserContext, baseURL: string) {
  const webhookCalls = await routeWebhooks(context)
  const checkout = await holdCheckout(context)
  await context.addCookies(Object.entries(COOKIES).map(([name, value]) => ({ name, value, url: baseURL })))
  return { webhookCalls, checkout }
}

/** gtag's ["event", name, params] commands named `name`. */
const gtagEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => Array.isArray(entry) && entry[0] === "event" && entry[1] === name) as [
    string,
    string,
    Entry,
  ][]

/** GTM's dataLayer objects whose `event` is `name`. */
const gtmEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => !Array.isArray(entry) && (entry as Entry | null)?.event === name) as Entry[]

const pixelEvents = async (page: Page, name: string) =>
  ((await pixelQueue(page)) ?? []).filter(call => call[0] === "track" && call[1] === name)

/** A purchase as the checkout's redirect carries it, under the parameter names content sets. */
function thankYouUrl(transactionId: string, value: number): string {
  const names = site.purchaseParams
  const query = new URLSearchParams({ [names.transactionId]: transactionId, [names.value]: String(value) })
  query.set(names.currency, "BRL")
  return `/obrigado?${query.toString()}`
}

const plan = plans[0]
const price = priceValue(plan.price)

/** Arrives with the first campaign, comes back with the second, and sends a lead for the plan; waits for both webhooks. */
async function twoArrivalsThenLead(page: Page, webhookCalls: readonly unknown[]) {
  await page.goto(FIRST_ARRIVAL)
  await expect.poll(() => page.evaluate(key => localStorage.getItem(key), FIRST_TOUCH_KEY)).not.toBeNull()
  await gotoWithCheckoutOnHold(page, SECOND_ARRIVAL)
  await consentSettled(page)
  await openPlan(page, plan.id)
  await fillLeadForm(page, VISITOR)
  await submitLead(page)
  await expect.poll(() => webhookCalls.length).toBe(2)
}

test.describe("with cookies accepted", () => {
  test.use({ consent: "accepted" })

  test("two campaigns, then a lead: generate_lead, its dataLayer event, Meta Lead, and a lead a Conversions API can match", async ({
    page,
    context,
    baseURL,
  }) => {
    const { webhookCalls, checkout } = await visitorWithTagCookies(context, baseURL!)
    await twoArrivalsThenLead(page, webhookCalls)
    const [lead, other] = webhookCalls.map(call => call.body as unknown as Entry)
    expect(other).toEqual(lead)
    expect(lead).toMatchObject({
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

    const [, , lead_event] = (await gtagEvents(page, "generate_lead"))[0]
    expect(lead_event).toMatchObject({ currency: "BRL", value: price, lead_id: lead.lead_id, variante: lead.variante })
    expect(await gtmEvents(page, "generate_lead")).toEqual([expect.objectContaining({ currency: "BRL", value: price })])
    expect(await gtmEvents(page, "begin_checkout")).toHaveLength(1)
    expect(await gtagEvents(page, "begin_checkout")).toEqual([
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
    expect(await pixelEvents(page, "Lead")).toEqual([
      ["track", "Lead", expect.objectContaining({ value: price, currency: "BRL" }), { eventID: lead.lead_id }],
    ])
    expect(await pixelEvents(page, "InitiateCheckout")).toHaveLength(1)

    await passProcessingDelay(page)
    await expect.poll(() => checkout.requests.length).toBe(1)
    checkout.release()
  })

  test("WhatsApp in the contact widget is a contact everywhere; real visitors' speed reaches GA4 once the page is hidden", async ({
    page,
  }) => {
    await page.goto("/")
    await page.locator('html[data-measurement="ready"]').waitFor({ state: "attached" })
    await page.getByRole("button", { name: ui.widget.openLabel }).click()
    const popup = page.waitForEvent("popup")
    await page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) }).click()
    await (await popup).close()
    expect((await gtagEvents(page, "contact")).map(([, , params]) => params.method)).toEqual(["whatsapp"])
    expect(await gtmEvents(page, "contact")).toEqual([expect.objectContaining({ method: "whatsapp" })])
    expect(await pixelEvents(page, "Contact")).toEqual([
      ["track", "Contact", expect.objectContaining({ method: "whatsapp" })],
    ])

    // web-vitals comes after the load, with analytics granted; a tap is an interaction (INP), hiding the page ends the visit.
    await page.locator('html[data-web-vitals="observing"]').waitFor({ state: "attached" })
    await page.locator("h1").first().click()
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" })
      document.dispatchEvent(new Event("visibilitychange"))
    })
    await expect
      .poll(
        async () =>
          (await dataLayer(page)).filter(entry => Array.isArray(entry) && /^(LCP|INP|CLS)$/.test(String(entry[1])))
            .length,
      )
      .toBeGreaterThan(0)
    const [vital] = await gtmEvents(page, "web_vitals")
    expect(vital).toMatchObject({ page_path: "/", variante: expect.any(String), metric_rating: expect.any(String) })
  })

  test("/obrigado with the transaction: exactly one purchase and one Meta Purchase, none again after a reload", async ({
    page,
  }) => {
    await page.goto(thankYouUrl("HP-46-0001", price))
    await page.locator('html[data-purchase="reported"]').waitFor({ state: "attached" })
    expect(await gtagEvents(page, "purchase")).toEqual([
      ["event", "purchase", expect.objectContaining({ transaction_id: "HP-46-0001", value: price, currency: "BRL" })],
    ])
    expect(await gtmEvents(page, "purchase")).toHaveLength(1)
    expect(await pixelEvents(page, "Purchase")).toEqual([
      ["track", "Purchase", expect.objectContaining({ value: price, currency: "BRL" }), { eventID: "HP-46-0001" }],
    ])

    await page.reload()
    await page.locator('html[data-purchase="seen-before"]').waitFor({ state: "attached" })
    expect(await gtagEvents(page, "purchase")).toEqual([])
    expect(await gtmEvents(page, "purchase")).toEqual([])
    expect(await pixelEvents(page, "Purchase")).toEqual([])
  })
})

test("with cookies rejected, none of it is sent: no event, no Meta or Google id in the lead, no web-vitals", async ({
  page,
  context,
  baseURL,
  external,
}) => {
  const { webhookCalls, checkout } = await visitorWithTagCookies(context, baseURL!)
  const measurementChunks: string[] = []
  page.on("request", request => {
    if (/\/(web-vitals|measurement)-[0-9a-f]+\.js$/.test(request.url())) measurementChunks.push(request.url())
  })
  /** Funnel events anywhere in this page's dataLayer: gtag commands, GTM objects (react_app_loaded goes whatever the choice). */
  const funnelEvents = async () =>
    (await dataLayer(page)).filter(entry =>
      Array.isArray(entry)
        ? entry[0] === "event"
        : !["react_app_loaded", undefined].includes((entry as Entry).event as string),
    )

  // A purchase in the address and a WhatsApp click.
  await page.goto(thankYouUrl("HP-46-0002", price))
  await consentSettled(page)
  await page.locator('html[data-purchase="awaiting-consent"]').waitFor({ state: "attached" })
  await page.goto("/")
  await consentSettled(page)
  await waitForLateCode(page, "contact-widget")
  await page.getByRole("button", { name: ui.widget.openLabel }).click()
  const popup = page.waitForEvent("popup")
  await page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) }).click()
  await (await popup).close()
  expect(await funnelEvents()).toEqual([])

  // Two campaigns and a lead.
  await twoArrivalsThenLead(page, webhookCalls)
  const lead = webhookCalls[0].body as unknown as Entry
  expect(lead).toMatchObject({ utm_source: "instagram", primeiro_toque: { utm_source: "google" } })
  for (const key of ["fbp", "fbc", "ga_client_id", "gclid", "gbraid", "wbraid", "fbclid", "ttclid", "msclkid"]) {
    expect(lead).not.toHaveProperty(key)
    expect(lead.primeiro_toque).not.toHaveProperty(key)
    expect(lead.ultimo_toque).not.toHaveProperty(key)
  }
  expect(await funnelEvents()).toEqual([])
  expect(await pixelQueue(page)).toBeNull()
  await passProcessingDelay(page)
  await expect.poll(() => checkout.requests.length).toBe(1)
  checkout.release()

  expect(tagRequests(external)).toEqual([])
  // The measurement runtime and the web-vitals library are not even fetched.
  expect(measurementChunks).toEqual([])
})
