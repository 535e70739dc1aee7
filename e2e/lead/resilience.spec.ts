import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"
import * as lead from "../helpers/lead-helpers"

const outboxChecked = (page: Page) => expect(page.locator("html[data-outbox-checked]")).toHaveCount(1)

async function buyMax(page: Page, checkout: Awaited<ReturnType<typeof lead.holdCheckout>>) {
  await lead.sendLead(page, "max")
  await expect.poll(() => checkout.requests.length).toBeGreaterThan(0)
  const target = checkout.requests.at(-1)?.url ?? ""
  checkout.release()
  await page.waitForURL(url => url.host === new URL(lead.site.checkout.max).host)
  return target
}

test("a webhook answering 429 gets the lead again at the next visit", async ({ page, context }) => {
  let receiverUp = false
  const calls = await lead.routeWebhooks(context, () => ({ status: receiverUp ? 200 : 429 }))
  const checkout = await lead.holdCheckout(context)
  await page.goto("/?utm_source=google")
  await buyMax(page, checkout)
  expect(calls).toHaveLength(2)
  const leadId = calls[0].body.lead_id

  receiverUp = true
  // Next visit, on another route: the retry does not wait for the visitor to do anything.
  await page.goto("/obrigado")
  await expect.poll(() => calls.length).toBe(4)
  expect(calls.slice(2).map(call => call.body.lead_id)).toEqual([leadId, leadId])
  expect(new Set(calls.slice(2).map(call => call.url))).toEqual(new Set(lead.site.webhooks))
  expect(calls[2].body).toEqual(calls[0].body)
  await expect.poll(() => lead.readStorage(page, lead.OUTBOX_KEY)).toEqual([])
  await expect.poll(() => lead.readStorage(page, lead.LEAD_KEY)).toBeNull()

  await page.goto("/")
  await outboxChecked(page)
  expect(calls).toHaveLength(4)
})

test("only the failing webhook is retried, and a 4xx rejection is not retried", async ({ page, context }) => {
  const [hookA, hookB] = lead.site.webhooks
  const calls = await lead.routeWebhooks(context, url => ({ status: url === hookA ? 503 : 400 }))
  const checkout = await lead.holdCheckout(context)
  await page.goto("/")
  await buyMax(page, checkout)
  await page.goto("/semana-cliente")
  await outboxChecked(page)
  expect(calls.filter(call => call.url === hookA)).toHaveLength(2)
  expect(calls.filter(call => call.url === hookB)).toHaveLength(1)
  // Attempt 3 waits for its backoff: a reload right away sends nothing.
  await page.reload()
  await outboxChecked(page)
  expect(calls.filter(call => call.url === hookA)).toHaveLength(2)
  const outbox = (await lead.readStorage(page, lead.OUTBOX_KEY)) as Array<{ url: string; attempts: number }>
  expect(outbox).toEqual([expect.objectContaining({ url: hookA, attempts: 2 })])
})

const DENIED = `function () { throw new DOMException("denied", "SecurityError") }`
for (const [name, script] of [
  [
    "throws on every call",
    `for (const name of ["getItem", "setItem", "removeItem", "clear", "key"]) Storage.prototype[name] = ${DENIED}`,
  ],
  ["cannot even be reached", `Object.defineProperty(window, "localStorage", { configurable: true, get: ${DENIED} })`],
] as const) {
  test(`when localStorage ${name}, the lead still goes out`, async ({ page, context, pageLog }) => {
    await context.addInitScript(script)
    const calls = await lead.routeWebhooks(context)
    const checkout = await lead.holdCheckout(context)
    await page.goto("/?utm_source=newsletter&gclid=g-9")
    const target = await buyMax(page, checkout)
    expect(calls).toHaveLength(2)
    expect(calls[0].body).toMatchObject({ nome: "Maria D'Ávila", utm_source: "newsletter" })
    // Cookies were rejected: the ad click id stays out of the lead and the checkout (it follows marketing consent).
    expect(calls[0].body).not.toHaveProperty("gclid")
    expect(lead.query(target)).toMatchObject({ nome: "Maria D'Ávila", lead_captured: "true", utm_source: "newsletter" })
    expect(lead.query(target)).not.toHaveProperty("gclid")
    expect(pageLog.errors).toEqual([])
  })
}

const GARBAGE = {
  "invalid JSON": "{not json",
  "a wrong shape": JSON.stringify({ params: ["x"], timestamp: 5, entries: "no" }),
  "a huge string": `"${"x".repeat(300_000)}"`,
}

for (const [kind, garbage] of Object.entries(GARBAGE)) {
  test(`${kind} in storage is discarded and the visitor still buys`, async ({ page, context, pageLog }) => {
    const keys = [lead.TRACKING_KEY, lead.OUTBOX_KEY, lead.LEAD_KEY]
    await page.goto("/obrigado")
    const args = [keys, garbage] as const
    await page.evaluate(([names, value]) => names.forEach(name => window.localStorage.setItem(name, value)), args)
    const calls = await lead.routeWebhooks(context)
    const checkout = await lead.holdCheckout(context)
    await lead.gotoWithCheckoutOnHold(page, "/?utm_source=ads")
    await lead.sendLead(page, "max")
    await expect.poll(() => calls.length).toBe(2)
    expect(calls[0].body).toMatchObject({ utm_source: "ads", nome: "Maria D'Ávila" })
    for (const key of keys) {
      const stored = await page.evaluate(name => window.localStorage.getItem(name), key)
      expect(stored, key).not.toBe(garbage)
      if (stored !== null) expect(() => JSON.parse(stored) as unknown, key).not.toThrow()
    }
    await lead.passProcessingDelay(page)
    await expect.poll(() => checkout.requests.length).toBe(1)
    expect(lead.query(checkout.requests[0].url)).toMatchObject({ utm_source: "ads", lead_captured: "true" })
    checkout.release()
    expect(pageLog.errors).toEqual([])
  })
}

const HOSTILE = {
  utm_source: "<script>alert(1)</script>",
  ref: "javascript:alert(1)",
  utm_campaign: '"><img src=x onerror=alert(1)>',
  utm_content: "{{constructor.constructor('alert(1)')()}}",
  // Far past the length kept; hosts refuse very long addresses, so the huge value arrives by history below.
  promo: "x".repeat(2_000),
}

test("hostile parameters and form input run nothing and arrive encoded", async ({ page, context }) => {
  const dialogs: string[] = []
  page.on("dialog", async dialog => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const calls = await lead.routeWebhooks(context)
  const checkout = await lead.holdCheckout(context)
  const search = new URLSearchParams({ ...HOSTILE, utm_medium: "a", evil_key: "<b>x</b>" })
  search.append("utm_medium", "b")
  await page.goto(`/?${search.toString()}`)
  // Everything the page does at load is done: it hydrated and retried its outbox.
  await pageHydrated(page)
  await outboxChecked(page)

  const html = await page.content()
  for (const value of [HOSTILE.utm_source, HOSTILE.utm_campaign, "onerror=alert"]) expect(html).not.toContain(value)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)

  const tracking = (await lead.readStorage(page, lead.TRACKING_KEY)) as { params: Record<string, string> }
  expect(tracking.params).toEqual({
    utm_source: HOSTILE.utm_source,
    ref: HOSTILE.ref,
    utm_campaign: HOSTILE.utm_campaign,
    utm_content: HOSTILE.utm_content,
    promo: "x".repeat(200),
    utm_medium: "a",
  })

  // Hostile form input is kept as the visitor typed it, trimmed and capped.
  await lead.sendLead(page, "plus", {
    nome: `  <img src=x onerror=alert(1)> José d'Ávila ${"ã".repeat(300)}`,
    email: " ana.maria+promo@mail.sub.empresa.com.br ",
    telefone: "(11) 3333-4444",
  })
  await expect.poll(() => calls.length).toBe(2)
  const sent = calls[0].body
  expect(sent).toMatchObject({ utm_source: HOSTILE.utm_source, ref: HOSTILE.ref, promo: "x".repeat(200) })
  expect(sent).not.toHaveProperty("evil_key")
  expect(sent.nome.startsWith("<img src=x onerror=alert(1)> José d'Ávila ã")).toBe(true)
  expect(sent.nome.length).toBeLessThanOrEqual(120)
  expect(sent.email).toBe("ana.maria+promo@mail.sub.empresa.com.br")
  expect(sent.telefone).toBe("(11) 3333-4444")
  await expect.poll(() => checkout.requests.length).toBe(1)
  const target = checkout.requests[0].url
  expect(target).not.toMatch(/[<>"]/)
  expect(target.length).toBeLessThan(3000)
  expect(lead.query(target)).toMatchObject({
    utm_source: HOSTILE.utm_source,
    ref: HOSTILE.ref,
    utm_campaign: HOSTILE.utm_campaign,
    promo: "x".repeat(200),
    email: "ana.maria+promo@mail.sub.empresa.com.br",
  })
  checkout.release()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])
})

test("a 100 KB parameter arriving by a back/forward navigation is cut, not stored whole", async ({ page }) => {
  await page.goto("/?utm_source=first")
  // The landing's campaign is recorded (once the page's code runs), then the visitor navigates.
  const params = async () => ((await lead.readStorage(page, lead.TRACKING_KEY)) as { params?: object } | null)?.params
  await expect.poll(params).toEqual({ utm_source: "first" })
  await page.evaluate(() => {
    window.history.pushState({}, "", `/?utm_source=second&promo=${"y".repeat(100_000)}`)
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  await expect.poll(params).toEqual({ utm_source: "second", promo: "y".repeat(200) })
  const stored = await page.evaluate(key => window.localStorage.getItem(key)?.length ?? 0, lead.TRACKING_KEY)
  expect(stored).toBeLessThan(3000)
})
