// Bots are marked, nobody is lost: a bot's lead reaches both webhooks and the checkout, flagged; a person's is not.
import { expect, test } from "../helpers/fixtures"
import * as lead from "../helpers/lead-helpers"
import { HONEYPOT_NAME, MIN_HUMAN_FILL_MS } from "../../src/features/lead/form/bot-signals"

const plan = lead.plans[0]
const checkoutOf = (id: string) => lead.site.checkout[id as keyof typeof lead.site.checkout]

test("a lead with the honeypot filled still reaches both webhooks and checkout, flagged", async ({ page, context }) => {
  const webhookCalls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  await page.goto("/")
  const dialog = await lead.openPlan(page, plan.id)
  await lead.fillLeadForm(page, lead.VISITOR)
  // What a form-filling bot does: it fills every input it finds, the hidden one too.
  await dialog.locator(`input[name="${HONEYPOT_NAME}"]`).evaluate((input: HTMLInputElement) => {
    input.value = "sim"
  })
  await lead.submitLead(page)

  await expect.poll(() => webhookCalls.length).toBe(2)
  for (const call of webhookCalls)
    expect(call.body).toMatchObject({ plano: plan.name, suspeito: true, motivo_suspeita: "honeypot" })
  // The visitor's way is unchanged: the plan's checkout with the data.
  await expect.poll(() => checkout.requests.length).toBe(1)
  expect(checkout.requests[0].url.startsWith(checkoutOf(plan.id))).toBe(true)
  checkout.release()
  await page.waitForURL(url => url.href === checkout.requests[0].url)
  await expect(page.getByText("checkout stub")).toBeVisible()
})

test("a person meets no honeypot and sends an unflagged lead", async ({ page, context }) => {
  const webhookCalls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  // The browser's clock runs on, and the test moves it ahead as a person's typing would.
  await page.clock.install()
  await page.goto("/")
  const dialog = await lead.openPlan(page, plan.id)
  // Off-screen, out of the tab order and of the accessibility tree: a screen reader meets the three fields.
  const honeypot = dialog.locator(`input[name="${HONEYPOT_NAME}"]`)
  await expect(honeypot).toHaveAttribute("tabindex", "-1")
  await expect(honeypot).toHaveAttribute("autocomplete", "off")
  const box = await honeypot.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(0)
  expect((await dialog.locator("form").ariaSnapshot()).match(/- textbox/g)).toHaveLength(3)

  await lead.fillLeadForm(page, lead.VISITOR)
  await page.clock.fastForward(MIN_HUMAN_FILL_MS)
  await expect(honeypot).toHaveValue("")
  await lead.submitLead(page)
  await expect.poll(() => webhookCalls.length).toBe(2)
  for (const call of webhookCalls) {
    expect(call.body).toMatchObject({ plano: plan.name, nome: lead.VISITOR.nome.trim() })
    expect(call.body).not.toHaveProperty("suspeito")
    expect(call.body).not.toHaveProperty("motivo_suspeita")
  }
  await expect.poll(() => checkout.requests.length).toBe(1)
  checkout.release()
  await page.waitForURL(url => url.href === checkout.requests[0].url)
})
