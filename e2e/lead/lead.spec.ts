import { expect, test } from "../helpers/fixtures"
import { expectNoAxeViolations } from "../helpers/page-checks"
import {
  dataLayer,
  fillLeadForm,
  gotoWithCheckoutOnHold,
  holdCheckout,
  LEAD_KEY,
  leadForm,
  leadModalReady,
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
import { BUILD_ENVIRONMENTS } from "../../src/content/build-environment"
import { PROCESSING_DELAY_MS } from "../../src/features/lead/checkout/checkout-url"

const CAMPAIGN =
  "/?utm_source=google&utm_medium=cpc&utm_campaign=lancamento%20magic&gclid=gclid-123&ref=parceiro&src=story&sck=anuncio-7&foo=bar"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const plan = (id: string) => {
  const found = plans.find(entry => entry.id === id)
  if (!found) throw new Error(`content/data/plans.json has no plan "${id}"`)
  return found
}
const [plus, max] = [plan("plus"), plan("max")]

test("a lead for a plan reaches both webhooks with every field, leaves no personal data in storage, then goes to the plan's checkout with the campaign", async ({
  page,
  context,
}) => {
  // The webhooks answer when the test says so, and the checkout waits: the page can be read meanwhile.
  let answer = () => {}
  const answered = new Promise<void>(resolve => (answer = resolve))
  const webhookCalls = await routeWebhooks(context, () => ({ status: 200, until: answered }))
  const checkout = await holdCheckout(context)
  // The test decides when the processing second has passed, and reads the page before it leaves.
  await gotoWithCheckoutOnHold(page, CAMPAIGN)

  const dialog = await openPlan(page, plus.id)
  await expect(dialog.getByRole("heading", { name: leadForm.title })).toBeVisible()
  await expect(dialog).toContainText(plus.name)
  await expect(dialog).toContainText(plus.price)
  // The instalments with their total and the upfront price, as the plan card states them.
  await expect(dialog).toContainText(plus.paymentTerms)

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
    plano: plus.name,
    preco: plus.price,
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "lancamento magic",
    ref: "parceiro",
    src: "story",
    sck: expect.stringContaining("anuncio-7"),
    landing_page: expect.stringContaining("utm_source=google"),
  })
  // Cookies rejected: an ad click id stays out of the lead (site/funnel.spec.ts has it everywhere, and with consent).
  expect(lead).not.toHaveProperty("gclid")
  expect(lead.lead_id).toMatch(UUID)
  expect(lead.variante).toMatch(/^[a-z0-9._-]+$/)
  // The environment the build was for, so a CRM can set test leads aside.
  expect(BUILD_ENVIRONMENTS).toContain(lead.ambiente)
  expect(new Date(lead.timestamp).toISOString()).toBe(lead.timestamp)
  expect(lead.url_origem).toMatch(/^http:\/\/localhost:\d+\/\?utm_source=google/)
  expect(lead).toHaveProperty("referrer")
  expect(lead).not.toHaveProperty("foo")

  // The campaign stays for the next visits; the lead's copy stays only until both webhooks have taken it.
  expect(await readStorage(page, TRACKING_KEY)).toMatchObject({
    params: { utm_source: "google", utm_medium: "cpc", utm_campaign: "lancamento magic", ref: "parceiro" },
  })
  expect(await readStorage(page, LEAD_KEY)).toEqual(lead)
  answer()
  await expect.poll(() => readStorage(page, LEAD_KEY)).toBeNull()
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)))
  for (const personal of ["Maria", "maria+curso", "98765"]) expect(storage).not.toContain(personal)

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
  expect(target.startsWith(site.checkout[plus.id])).toBe(true)
  expect(query(target)).toEqual({
    nome: "Maria D'Ávila",
    email: "maria+curso@mail.empresa.com.br",
    telefone: "(11) 98765-4321",
    lead_captured: "true",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "lancamento magic",
    ref: "parceiro",
    src: "story",
    // The build's A/B variant after the visitor's own, for the checkout platform's report.
    sck: `anuncio-7_v-${lead.variante}`,
    variante: lead.variante,
  })
  checkout.release()
  await page.waitForURL(url => url.href === target)
  await expect(page.getByText("checkout stub")).toBeVisible()
})

test("webhooks that fail or never answer change nothing for the visitor: the checkout comes while one is still unanswered", async ({
  page,
  context,
}) => {
  const errors: Error[] = []
  page.on("pageerror", error => errors.push(error))
  const [failing] = WEBHOOKS
  const webhookCalls = await routeWebhooks(context, url =>
    url === failing ? "abort" : { status: 200, until: new Promise(() => {}) },
  )
  const checkout = await holdCheckout(context)
  await page.goto("/?utm_source=meta")
  await openPlan(page, max.id)
  await fillLeadForm(page, VISITOR)
  await submitLead(page)
  await expect.poll(() => webhookCalls.length).toBe(2)
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(webhookCalls.filter(call => (call.answeredAt ?? Infinity) < checkout.requests[0].at)).toHaveLength(1)
  expect(query(checkout.requests[0].url)).toMatchObject({
    nome: "Maria D'Ávila",
    lead_captured: "true",
    utm_source: "meta",
  })
  checkout.release()
  // The address the visitor lands on (not the stub's load event); a failure names the page's address.
  await expect(page).toHaveURL(url => url.host === new URL(site.checkout.max).host)
  expect(errors).toEqual([])
})

test("an invalid form shows each field's message and sends nothing", async ({ page, context }) => {
  const webhookCalls = await routeWebhooks(context)
  await page.goto("/")
  const dialog = await openPlan(page, plus.id)
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
  await expectNoAxeViolations(page, "the lead modal with its messages", "dialog[open]")
  await dialog.getByLabel(leadForm.phoneLabel).fill("11987654321")
  await expect(dialog.getByText(leadForm.phoneInvalid)).toHaveCount(0)
  await expect(dialog.getByText(leadForm.emailInvalid)).toBeVisible()
  // Still the form, not "Processando...": the submit never went through, so nothing was sent.
  await expect(dialog.getByRole("button", { name: leadForm.submitLabel })).toBeEnabled()
  expect(webhookCalls).toHaveLength(0)
})

test("the modal opens by keyboard and closes by Escape and its X, focus back on the plan; a double click on submit sends one lead", async ({
  page,
  context,
}) => {
  const webhookCalls = await routeWebhooks(context)
  const checkout = await holdCheckout(context)
  await page.goto("/")
  await leadModalReady(page)
  const plusButton = page.locator(`[data-plan="${plus.id}"]`)
  await plusButton.focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: leadForm.title })
  await expect(dialog).toBeVisible()
  // Focus moved into the dialog: the page behind is inert.
  expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(plusButton).toBeFocused()
  await openPlan(page, plus.id)
  await dialog.getByRole("button", { name: leadForm.closeLabel }).click()
  await expect(dialog).toBeHidden()

  await openPlan(page, max.id)
  for (const text of [max.name, max.price, max.paymentTerms]) await expect(dialog).toContainText(text)
  await fillLeadForm(page, VISITOR)
  await dialog.getByRole("button", { name: leadForm.submitLabel }).dblclick()
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(checkout.requests[0].url.startsWith(site.checkout[max.id])).toBe(true)
  // The lead went out at submit, a second before checkout: one POST per webhook, not two.
  expect(webhookCalls).toHaveLength(2)
  checkout.release()
})
