import { expect, test } from "../helpers/fixtures"
import {
  dataLayer,
  fillLeadForm,
  gotoWithCheckoutOnHold,
  holdCheckout,
  LEAD_KEY,
  leadForm,
  openPlan,
  passProcessingDelay,
  plans,
  query,
  readStorage,
  routeWebhooks,
  site,
  submitLead,
  TRACKING_KEY,
  VISITOR,
  WEBHOOKS,
} from "../helpers/lead-helpers"
import { BUILD_ENVIRONMENTS } from "../../src/content-model/build-environment"
import { PROCESSING_DELAY_MS } from "../../src/features/lead/checkout/checkout-url"

const CAMPAIGN =
  "/?utm_source=google&utm_medium=cpc&utm_campaign=lancamento%20magic&gclid=gclid-123&ref=parceiro&foo=bar"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

for (const plan of plans) {
  test(`plan ${plan.name}: the lead reaches both webhooks, storage and analytics, then checkout with the query`, async ({
    page,
    context,
  }) => {
    const webhookCalls = await routeWebhooks(context)
    const checkout = await holdCheckout(context)
    // The test decides when the processing second has passed, and reads the page before it leaves.
    await gotoWithCheckoutOnHold(page, CAMPAIGN)

    const dialog = await openPlan(page, plan.id)
    await expect(dialog.getByRole("heading", { name: leadForm.title })).toBeVisible()
    await expect(dialog).toContainText(plan.name)
    await expect(dialog).toContainText(plan.price)
    // The instalments with their total and the upfront price, as the plan card states them.
    await expect(dialog).toContainText(plan.paymentTerms)

    await fillLeadForm(page, VISITOR)
    await expect(dialog.getByLabel(leadForm.phoneLabel)).toHaveValue("(11) 98765-4321")
    await submitLead(page)
    const processing = dialog.getByRole("button", { name: leadForm.processingLabel })
    await expect(processing).toBeDisabled()
    await expect(dialog.getByLabel(leadForm.nameLabel)).toBeDisabled()

    // Two JSON POSTs, one per webhook, with every field.
    await expect.poll(() => webhookCalls.length).toBe(2)
    expect(webhookCalls.map(call => call.url).sort()).toEqual([...WEBHOOKS].sort())
    for (const call of webhookCalls) {
      expect(call.method).toBe("POST")
      expect(call.contentType).toContain("application/json")
    }
    const [lead, other] = webhookCalls.map(call => call.body)
    expect(other).toEqual(lead)
    expect(lead).toMatchObject({
      nome: "Maria D'Ávila",
      email: "maria+curso@mail.empresa.com.br",
      telefone: "(11) 98765-4321",
      plano: plan.name,
      preco: plan.price,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "lancamento magic",
      ref: "parceiro",
      landing_page: expect.stringContaining("utm_source=google"),
    })
    // Cookies rejected: an ad click id stays in the browser, out of the lead (e2e/site/funnel.spec.ts has it with consent).
    expect(lead).not.toHaveProperty("gclid")
    expect(lead.lead_id).toMatch(UUID)
    expect(lead.variante).toMatch(/^[a-z0-9._-]+$/)
    // The environment the build was for, so a CRM can set test leads aside.
    expect(BUILD_ENVIRONMENTS).toContain(lead.ambiente)
    expect(new Date(lead.timestamp).toISOString()).toBe(lead.timestamp)
    expect(lead.url_origem).toMatch(/^http:\/\/localhost:\d+\/\?utm_source=google/)
    expect(lead).toHaveProperty("referrer")
    expect(lead).not.toHaveProperty("foo")

    // The lead and the campaign are kept in localStorage.
    expect(await readStorage(page, LEAD_KEY)).toEqual(lead)
    expect(await readStorage(page, TRACKING_KEY)).toMatchObject({
      params: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "lancamento magic",
        gclid: "gclid-123",
        ref: "parceiro",
      },
    })

    // Nothing is measured before consent: no begin_checkout queued in the data layer (funnel.spec.ts: with consent).
    const events = await dataLayer(page)
    expect(events.filter(entry => Array.isArray(entry) && entry[0] === "event")).toEqual([])

    // A second later (page time), the plan's own checkout with the visitor's data and the campaign.
    await passProcessingDelay(page, PROCESSING_DELAY_MS - 1)
    expect(checkout.requests).toHaveLength(0)
    await expect(processing).toBeDisabled()
    await passProcessingDelay(page, 1)
    await expect.poll(() => checkout.requests.length).toBe(1)
    const target = checkout.requests[0].url
    expect(target.startsWith(site.checkout[plan.id])).toBe(true)
    expect(query(target)).toEqual({
      nome: "Maria D'Ávila",
      email: "maria+curso@mail.empresa.com.br",
      telefone: "(11) 98765-4321",
      lead_captured: "true",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "lancamento magic",
      gclid: "gclid-123",
      ref: "parceiro",
      // The build's A/B variant, for the checkout platform's own report.
      sck: `v-${lead.variante}`,
      variante: lead.variante,
    })
    checkout.release()
    await page.waitForURL(url => url.href === target)
    await expect(page.getByText("checkout stub")).toBeVisible()
  })
}

test("the checkout platform's src and sck reach the lead and the checkout, with the variant", async ({
  page,
  context,
}) => {
  const webhookCalls = await routeWebhooks(context)
  const checkout = await holdCheckout(context)
  await page.goto("/?utm_source=instagram&src=story&sck=anuncio-7")
  await openPlan(page, "max")
  await fillLeadForm(page, VISITOR)
  await submitLead(page)

  await expect.poll(() => webhookCalls.length).toBe(2)
  const lead = webhookCalls[0].body
  expect(lead).toMatchObject({ utm_source: "instagram", src: "story", sck: expect.stringContaining("anuncio-7") })

  await expect.poll(() => checkout.requests.length).toBe(1)
  const target = query(checkout.requests[0].url)
  expect(target.src).toBe("story")
  expect(target.sck).toContain("anuncio-7")
  expect(target.sck).toContain(lead.variante)
  expect(target.variante).toBe(lead.variante)
  expect(target.utm_source).toBe("instagram")
  checkout.release()
})

const FAILURES = [
  { name: "HTTP 500", answer: () => ({ status: 500 }) },
  { name: "a network error", answer: () => "abort" as const },
  { name: "a webhook that takes 15 s", answer: () => ({ status: 200, delayMs: 15_000 }), slow: true },
]

for (const failure of FAILURES) {
  test(`${failure.name} changes nothing for the visitor`, async ({ page, context }) => {
    const errors: Error[] = []
    page.on("pageerror", error => errors.push(error))
    const webhookCalls = await routeWebhooks(context, failure.answer)
    const checkout = await holdCheckout(context)
    await page.goto("/?utm_source=meta&fbclid=fb-1")
    await openPlan(page, "max")
    await fillLeadForm(page, VISITOR)
    await submitLead(page)
    await expect.poll(() => webhookCalls.length).toBe(2)
    await expect.poll(() => checkout.requests.length).toBe(1)
    // The visitor is not kept waiting for the webhooks: checkout comes while a slow one is still unanswered.
    const checkoutAt = checkout.requests[0].at
    if (failure.slow) expect(webhookCalls.filter(call => (call.answeredAt ?? Infinity) < checkoutAt)).toEqual([])
    expect(query(checkout.requests[0].url)).toMatchObject({
      nome: "Maria D'Ávila",
      lead_captured: "true",
      utm_source: "meta",
      fbclid: "fb-1",
    })
    checkout.release()
    // The address the visitor lands on (not the stub's load event); a failure names the page's address.
    await expect(page).toHaveURL(url => url.host === new URL(site.checkout.max).host)
    expect(errors).toEqual([])
  })
}

test("an invalid form shows each field's message and sends nothing", async ({ page, context }) => {
  const webhookCalls = await routeWebhooks(context)
  await page.goto("/")
  const dialog = await openPlan(page, "plus")
  const name = dialog.getByLabel(leadForm.nameLabel)
  await submitLead(page)
  await expect(dialog.getByText(leadForm.nameRequired)).toBeVisible()
  await expect(dialog.getByText(leadForm.emailRequired)).toBeVisible()
  await expect(dialog.getByText(leadForm.phoneRequired)).toBeVisible()
  // The form takes the visitor to the first field to fix; typing goes on from there.
  await expect(name).toBeFocused()
  await dialog.getByLabel(leadForm.emailLabel).fill("ana@x")
  await dialog.getByLabel(leadForm.phoneLabel).fill("1198")
  await submitLead(page)
  await expect(dialog.getByText(leadForm.emailInvalid)).toBeVisible()
  await expect(dialog.getByText(leadForm.phoneInvalid)).toBeVisible()
  await expect(name).toBeFocused()
  await dialog.getByLabel(leadForm.phoneLabel).fill("11987654321")
  await expect(dialog.getByText(leadForm.phoneInvalid)).toHaveCount(0)
  await expect(dialog.getByText(leadForm.emailInvalid)).toBeVisible()
  // Still the form, not "Processando...": the submit never went through, so nothing was sent.
  await expect(dialog.getByRole("button", { name: leadForm.submitLabel })).toBeEnabled()
  expect(webhookCalls).toHaveLength(0)
})

test("the X closes the modal, and a double click on submit sends one lead", async ({ page, context }) => {
  const webhookCalls = await routeWebhooks(context)
  const checkout = await holdCheckout(context)
  await page.goto("/")
  let dialog = await openPlan(page, "plus")
  await dialog.getByRole("button", { name: leadForm.closeLabel }).click()
  await expect(dialog).toBeHidden()
  dialog = await openPlan(page, "max")
  await expect(dialog).toContainText(plans.find(plan => plan.id === "max")?.name ?? "max")
  await fillLeadForm(page, VISITOR)
  await dialog.getByRole("button", { name: leadForm.submitLabel }).dblclick()
  await expect.poll(() => checkout.requests.length).toBe(1)
  // The lead went out at submit, a second before checkout: one POST per webhook, not two.
  expect(webhookCalls).toHaveLength(2)
  checkout.release()
})

test.describe("with the cookies accepted", () => {
  test.use({ consent: "accepted" })
  test("the tags load after mount without blocking, once", async ({ page, external }) => {
    await page.goto("/")
    await expect
      .poll(() =>
        dataLayer(page).then(events =>
          events.find(event => (event as { event?: string }).event === "react_app_loaded"),
        ),
      )
      .toMatchObject({ page_title: await page.title(), page_location: expect.stringContaining("localhost") })
    await expect.poll(() => external.filter(request => request.url.includes("/gtm.js?id=")).length).toBe(1)
    expect(external.some(request => request.url.includes("/gtag/js?id="))).toBe(true)
    expect(external.some(request => request.url.includes("connect.facebook.net"))).toBe(true)
    await expect(page.locator('script[src*="/gtm.js"]')).toHaveCount(1)
  })
})
