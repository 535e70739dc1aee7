import { dataLayer } from "../helpers/consent"
import { expect, test } from "../helpers/fixtures"
import { expectNoAxeViolations, watchCsp } from "../helpers/page-checks"
import * as lead from "../helpers/lead-helpers"
import { BUILD_ENVIRONMENTS } from "../../src/content-model/build-environment"
import { PROCESSING_DELAY_MS } from "../../src/features/lead/checkout/checkout"
import { PRIVACY_PATH } from "../../src/features/legal/legal-routes"

const CAMPAIGN =
  "/?utm_source=google&utm_medium=cpc&utm_campaign=lancamento%20magic&gclid=gclid-123&ref=parceiro&src=story&sck=anuncio-7&foo=bar"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const [plus, max] = ["plus", "max"].map(id => lead.plans.find(plan => plan.id === id)!)
const { leadForm, query, VISITOR } = lead
const PERSON = { nome: "Maria D'Ávila", email: VISITOR.email, telefone: "(11) 98765-4321" }
const PARAMS = { utm_source: "google", utm_medium: "cpc", utm_campaign: "lancamento magic", ref: "parceiro" }

test("a lead goes to both webhooks, then to the plan's checkout", async ({ page, context }) => {
  const violations = await watchCsp(page)
  let answer = () => {}
  const answered = new Promise<void>(resolve => (answer = resolve))
  const webhookCalls = await lead.routeWebhooks(context, () => ({ status: 200, until: answered }))
  const checkout = await lead.holdCheckout(context)
  await lead.gotoWithCheckoutOnHold(page, CAMPAIGN)

  const dialog = await lead.openPlan(page, plus.id)
  await expect(dialog.getByRole("heading", { name: leadForm.title })).toBeVisible()
  await expect(dialog).toContainText(plus.name)
  await expect(dialog).toContainText(lead.brl(plus.price))
  // The instalments with their total and the upfront price, as the plan card states them.
  await expect(dialog).toContainText(plus.paymentTerms)

  await lead.fillLeadForm(page, VISITOR)
  await expect(dialog.getByLabel(leadForm.phoneLabel)).toHaveValue(PERSON.telefone)
  await lead.submitLead(page)
  const processing = dialog.getByRole("button", { name: leadForm.processingLabel })
  await expect(processing).toBeDisabled()
  await expect(dialog.getByLabel(leadForm.nameLabel)).toBeDisabled()

  // Two JSON POSTs, one per webhook, with every field.
  await expect.poll(() => webhookCalls.length).toBe(2)
  expect(webhookCalls.map(call => call.url).sort()).toEqual([...lead.site.webhooks].sort())
  for (const call of webhookCalls) expect(`${call.method} ${call.contentType}`).toMatch(/^POST application\/json/)
  const [sent, other] = webhookCalls.map(call => call.body)
  expect(other).toEqual(sent)
  expect(sent).toMatchObject({ ...PERSON, ...PARAMS, plano: plus.name, preco: lead.brl(plus.price), src: "story" })
  expect(sent).toMatchObject({
    sck: expect.stringContaining("anuncio-7"),
    landing_page: expect.stringContaining("=google"),
  })
  // Cookies rejected: an ad click id stays out of the lead (with consent: site/funnel.spec.ts).
  expect(sent).not.toHaveProperty("gclid")
  expect(sent.lead_id).toMatch(UUID)
  expect(sent.variante).toMatch(/^[a-z0-9._-]+$/)
  // The environment the build was for, so a CRM can set test leads aside.
  expect(BUILD_ENVIRONMENTS).toContain(sent.ambiente)
  expect(new Date(sent.timestamp).toISOString()).toBe(sent.timestamp)
  expect(sent.url_origem).toMatch(/^http:\/\/localhost:\d+\/\?utm_source=google/)
  expect(sent).toHaveProperty("referrer")
  expect(sent).not.toHaveProperty("foo")

  // The campaign stays for the next visits; the lead's copy stays only until both webhooks have taken it.
  expect(await lead.readStorage(page, lead.TRACKING_KEY)).toMatchObject({ params: PARAMS })
  expect(await lead.readStorage(page, lead.LEAD_KEY)).toEqual(sent)
  answer()
  await expect.poll(() => lead.readStorage(page, lead.LEAD_KEY)).toBeNull()
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)))
  for (const personal of ["Maria", PERSON.email, "98765"]) expect(storage).not.toContain(personal)

  // Nothing is measured before consent: no event queued in the data layer.
  expect((await dataLayer(page)).filter(entry => Array.isArray(entry) && entry[0] === "event")).toEqual([])

  // A second later (page time), the plan's own checkout with the visitor's data and the campaign.
  await lead.passProcessingDelay(page, PROCESSING_DELAY_MS - 1)
  expect(checkout.requests).toHaveLength(0)
  await expect(processing).toBeDisabled()
  await lead.passProcessingDelay(page, 1)
  await expect.poll(() => checkout.requests.length).toBe(1)
  const target = checkout.requests[0].url
  expect(target.startsWith(lead.site.checkout[plus.id])).toBe(true)
  // The build's A/B variant and the lead's id after the visitor's own sck, for the checkout platform's report.
  const { lead_id: xcod, variante } = sent
  const sck = `anuncio-7_v-${variante}_l-${xcod}`
  expect(query(target)).toEqual({ ...PERSON, lead_captured: "true", ...PARAMS, src: "story", sck, xcod, variante })
  expect(violations, "CSP violations").toEqual([])
  checkout.release()
  await page.waitForURL(url => url.href === target)
  await expect(page.getByText("checkout stub")).toBeVisible()
})

// The checkout comes while one is still unanswered.
test("webhooks that fail or never answer change nothing for the visitor", async ({ page, context, pageLog }) => {
  const [failing] = lead.site.webhooks
  const webhookCalls = await lead.routeWebhooks(context, url =>
    url === failing ? "abort" : { status: 200, until: new Promise(() => {}) },
  )
  const checkout = await lead.holdCheckout(context)
  await page.goto("/?utm_source=meta")
  await lead.sendLead(page, max.id)
  await expect.poll(() => webhookCalls.length).toBe(2)
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(webhookCalls.filter(call => (call.answeredAt ?? Infinity) < checkout.requests[0].at)).toHaveLength(1)
  expect(query(checkout.requests[0].url)).toMatchObject({ nome: "Maria D'Ávila", utm_source: "meta" })
  checkout.release()
  await expect(page).toHaveURL(url => url.host === new URL(lead.site.checkout.max).host)
  expect(pageLog.errors).toEqual([])
})

// The form also links the privacy policy under its button, in a new tab that leaves the form as it was.
test("an invalid form shows each field's message and sends nothing", async ({ page, context }) => {
  const webhookCalls = await lead.routeWebhooks(context)
  await page.goto("/")
  const dialog = await lead.openPlan(page, plus.id)
  const name = dialog.getByLabel(leadForm.nameLabel)
  await lead.submitLead(page)
  await expect(dialog.getByText(leadForm.nameRequired)).toBeVisible()
  await expect(dialog.getByText(leadForm.emailRequired)).toBeVisible()
  await expect(dialog.getByText(leadForm.phoneRequired)).toBeVisible()
  // The form takes the visitor to the first field to fix; typing goes on from there.
  await expect(name).toBeFocused()
  await dialog.getByLabel(leadForm.emailLabel).fill("ana@x")
  await dialog.getByLabel(leadForm.phoneLabel).fill("1198")
  await lead.submitLead(page)
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

  const policy = dialog.getByRole("link", { name: new RegExp(leadForm.policyLinkLabel) })
  await expect(policy).toHaveAttribute("href", PRIVACY_PATH)
  await expect(dialog).toContainText(`${leadForm.policyNotice.split("{link}")[0]}${leadForm.policyLinkLabel}`)
  const submit = (await dialog.getByRole("button", { name: leadForm.submitLabel }).boundingBox())!
  expect((await policy.boundingBox())!.y, "under the submit button").toBeGreaterThan(submit.y)
  const [tab] = await Promise.all([context.waitForEvent("page"), policy.click()])
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible()
  expect(new URL(tab.url()).pathname).toBe(PRIVACY_PATH)
  await expect(dialog.getByLabel(leadForm.emailLabel)).toHaveValue("ana@x")
})

// Focus goes back to the plan button; a double click on submit sends one lead.
test("the modal opens by keyboard, closes by Escape and its X", async ({ page, context }) => {
  const webhookCalls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  await page.goto("/")
  await lead.checkoutLinksReady(page)
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
  await lead.openPlan(page, plus.id)
  await dialog.getByRole("button", { name: leadForm.closeLabel }).click()
  await expect(dialog).toBeHidden()

  await lead.openPlan(page, max.id)
  for (const text of [max.name, lead.brl(max.price), max.paymentTerms]) await expect(dialog).toContainText(text)
  await lead.fillLeadForm(page, VISITOR)
  await dialog.getByRole("button", { name: leadForm.submitLabel }).dblclick()
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(checkout.requests[0].url.startsWith(lead.site.checkout[max.id])).toBe(true)
  // The lead went out at submit, a second before checkout: one POST per webhook, not two.
  expect(webhookCalls).toHaveLength(2)
  checkout.release()
})
