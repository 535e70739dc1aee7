import type { BrowserContext, Page, Route } from "@playwright/test"
import { content, priceValue, site, ui } from "./content"
import { expect } from "./fixtures"
import { EVENING, gotoWithPausedClock } from "./landing-helpers"
import { PROCESSING_DELAY_MS } from "../../src/features/lead/checkout/checkout-url"

export { priceValue, site }
export const leadForm = ui.leadForm
export const plans = content("plans").plans
export const WEBHOOKS = site.webhooks
export const LEAD_KEY = "formacao-magic:lead"
export const TRACKING_KEY = "formacao-magic:tracking"
export const OUTBOX_KEY = "formacao-magic:lead-outbox"

export interface WebhookCall {
  url: string
  method: string
  contentType: string
  body: Record<string, string>
  at: number
  /** When the test's receiver answered (or dropped) it; unset while it is still pending. */
  answeredAt?: number
}

/** A status, sent once `until` resolves (never, for a receiver that hangs); or a dropped connection. */
export type WebhookAnswer = { status: number; until?: Promise<void> } | "abort"

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/**
 * Answers both lead webhooks like a CORS-enabled receiver and records each POST.
 * `answer` decides per call (1-based count per webhook); change it between visits.
 */
export async function routeWebhooks(
  context: BrowserContext,
  answer: (url: string, call: number) => WebhookAnswer = () => ({ status: 200 }),
) {
  const calls: WebhookCall[] = []
  const handler = async (route: Route) => {
    const request = route.request()
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: CORS })
      return
    }
    const url = request.url()
    const call: WebhookCall = {
      url,
      method: request.method(),
      contentType: (await request.allHeaders())["content-type"] ?? "",
      body: JSON.parse(request.postData() ?? "null") as Record<string, string>,
      at: Date.now(),
    }
    calls.push(call)
    const decision = answer(url, calls.filter(call => call.url === url).length)
    if (decision === "abort") {
      call.answeredAt = Date.now()
      await route.abort("failed")
      return
    }
    await decision.until
    call.answeredAt = Date.now()
    await route
      .fulfill({ status: decision.status, headers: CORS, contentType: "application/json", body: "{}" })
      .catch(() => undefined)
  }
  for (const hook of WEBHOOKS) await context.route(hook, handler)
  return calls
}

/**
 * Holds the navigation to the checkout host until `release()`, so the page
 * that sent the visitor there can still be inspected; records each address.
 */
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
      await route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>checkout stub</title><p>checkout stub</p>",
      })
    },
  )
  return { requests, release: () => release() }
}

const LEAD_MODAL_READY = 'html[data-lead-modal="ready"]'

/** Resolves once React has hydrated and the plan buttons open the modal (before, they are plain links). */
export async function leadModalReady(page: Page) {
  await page.locator(LEAD_MODAL_READY).waitFor({ state: "attached" })
}

/**
 * Opens `url` with the page's clock standing still once the lead modal is ready, so a
 * submitted lead waits for `passProcessingDelay` before the page heads for checkout:
 * the test reads the page (storage, data layer) while it is surely still there,
 * however slow the machine. (Reading a page whose checkout navigation is being held
 * can wait on that navigation.)
 */
export async function gotoWithCheckoutOnHold(page: Page, url: string) {
  await gotoWithPausedClock(page, EVENING, { url, ready: LEAD_MODAL_READY })
}

/** Runs the paused clock through the 'Processando...' second, after which the page heads for checkout. */
export async function passProcessingDelay(page: Page, ms = PROCESSING_DELAY_MS) {
  await page.clock.runFor(ms)
}

export async function openPlan(page: Page, planId: string) {
  await leadModalReady(page)
  await page.locator(`[data-plan="${planId}"]`).click()
  const dialog = page.getByRole("dialog", { name: leadForm.title })
  await expect(dialog).toBeVisible()
  return dialog
}

export async function fillLeadForm(page: Page, values: { nome: string; email: string; telefone: string }) {
  const dialog = page.getByRole("dialog", { name: leadForm.title })
  await dialog.getByLabel(leadForm.nameLabel).fill(values.nome)
  await dialog.getByLabel(leadForm.emailLabel).fill(values.email)
  await dialog.getByLabel(leadForm.phoneLabel).fill(values.telefone)
}

export async function submitLead(page: Page) {
  await page.getByRole("dialog", { name: leadForm.title }).getByRole("button", { name: leadForm.submitLabel }).click()
}

/** Opens the plan's lead form, fills it in as `visitor` and sends it; returns the dialog. */
export async function sendLead(page: Page, planId: string, visitor = VISITOR) {
  const dialog = await openPlan(page, planId)
  await fillLeadForm(page, visitor)
  await submitLead(page)
  return dialog
}

export const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

/** window.dataLayer with gtag's `arguments` entries turned into arrays. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(entry =>
      entry && typeof entry === "object" && !Array.isArray(entry) && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )
}

export async function readStorage(page: Page, key: string): Promise<unknown> {
  return page.evaluate(name => {
    const raw = window.localStorage.getItem(name)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  }, key)
}

export const VISITOR = {
  nome: "  Maria D'Ávila  ",
  email: "maria+curso@mail.empresa.com.br",
  telefone: "+55 11 98765-4321",
}
