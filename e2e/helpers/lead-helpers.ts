/** The lead in the browser tests: the form, the webhooks' stand-in receivers, the held checkout, storage. */
import type { BrowserContext, Page } from "@playwright/test"
import { brl, content, site, ui } from "./content"
import { expect } from "./fixtures"
import { EVENING, gotoWithPausedClock, stepClockUntil } from "./landing-helpers"
import { checkoutLinksReady } from "./page-checks"
import { PROCESSING_DELAY_MS } from "../../src/features/lead/checkout/checkout"
import { CLICK_WAIT_MS } from "../../src/features/lead/checkout/click-wait"

export { brl, checkoutLinksReady, site }
export const leadForm = ui.leadForm
export const plans = content("plans").plans
export const [LEAD_KEY, TRACKING_KEY, OUTBOX_KEY] = ["lead", "tracking", "lead-outbox"].map(
  key => `formacao-magic:${key}`,
)
export const VISITOR = {
  nome: "  Maria D'Ávila  ",
  email: "maria+curso@mail.empresa.com.br",
  telefone: "+55 11 98765-4321",
}

/** `answeredAt`: when the test's receiver answered (or dropped) it; unset while it is pending. */
type WebhookCall = {
  url: string
  method: string
  contentType: string
  body: Record<string, string>
  answeredAt?: number
}

/** A status, sent once `until` resolves (never: a receiver that hangs); or a dropped connection. */
type WebhookAnswer = { status: number; until?: Promise<void> } | "abort"

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/** Answers both lead webhooks like a CORS-enabled receiver, as `answer` decides, and records each POST. */
export async function routeWebhooks(
  context: BrowserContext,
  answer: (url: string) => WebhookAnswer = () => ({ status: 200 }),
) {
  const calls: WebhookCall[] = []
  for (const hook of site.webhooks)
    await context.route(hook, async route => {
      const request = route.request()
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
      const contentType = (await request.allHeaders())["content-type"] ?? ""
      const body = request.postDataJSON() as Record<string, string>
      const call: WebhookCall = { url: hook, method: request.method(), contentType, body }
      calls.push(call)
      const decision = answer(hook)
      if (decision === "abort") {
        call.answeredAt = Date.now()
        return route.abort("failed")
      }
      await decision.until
      call.answeredAt = Date.now()
      const reply = { status: decision.status, headers: CORS, contentType: "application/json", body: "{}" }
      await route.fulfill(reply).catch(() => undefined)
    })
  return calls
}

/** Holds the navigation to a checkout host until `release()`, so the page can still be read; records each address. */
export async function holdCheckout(context: BrowserContext) {
  const requests: Array<{ url: string; at: number }> = []
  let release: () => void = () => undefined
  const gate = new Promise<void>(resolve => (release = resolve))
  const hosts = new Set([site.checkout.plus, site.checkout.max, site.renewalCheckout].map(url => new URL(url).host))
  await context.route(
    url => hosts.has(url.host),
    async route => {
      requests.push({ url: route.request().url(), at: Date.now() })
      await gate
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><p>checkout stub</p>" })
    },
  )
  return { requests, release: () => release() }
}

const pausedClocks = new WeakSet<Page>()

/**
 * Opens `url` with the page's clock standing still once hydrated: a submitted lead heads for checkout only after
 * `passProcessingDelay`, so the test reads the page while it is surely still there, however slow the machine.
 */
export async function gotoWithCheckoutOnHold(page: Page, url: string) {
  await gotoWithPausedClock(page, EVENING, { url })
  pausedClocks.add(page)
}

/** Runs the paused clock through the 'Processando...' second, after which the page heads for checkout. */
export const passProcessingDelay = (page: Page, ms = PROCESSING_DELAY_MS) => page.clock.runFor(ms)

const leadDialog = (page: Page) => page.getByRole("dialog", { name: leadForm.title })

export async function openPlan(page: Page, planId: string) {
  await checkoutLinksReady(page)
  await page.locator(`[data-plan="${planId}"]`).click()
  // A standing clock would also hold webpack's wait before it asks again for a chunk that failed to come; it stops
  // short of the click's fallback to checkout (stalled.spec.ts tests that), however long the form's code takes.
  const opens = () => leadDialog(page).isVisible()
  if (pausedClocks.has(page)) await stepClockUntil(page, opens, "the lead form opens", CLICK_WAIT_MS - 1_000)
  await expect(leadDialog(page)).toBeVisible()
  return leadDialog(page)
}

export async function fillLeadForm(page: Page, values: typeof VISITOR) {
  await leadDialog(page).getByLabel(leadForm.nameLabel).fill(values.nome)
  await leadDialog(page).getByLabel(leadForm.emailLabel).fill(values.email)
  await leadDialog(page).getByLabel(leadForm.phoneLabel).fill(values.telefone)
}

export const submitLead = (page: Page) => leadDialog(page).getByRole("button", { name: leadForm.submitLabel }).click()

export async function sendLead(page: Page, planId: string, visitor = VISITOR) {
  await openPlan(page, planId)
  await fillLeadForm(page, visitor)
  await submitLead(page)
  return leadDialog(page)
}

export const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

export const readStorage = (page: Page, key: string) =>
  page.evaluate(name => JSON.parse(window.localStorage.getItem(name) ?? "null") as unknown, key)
