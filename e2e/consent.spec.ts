import type { BrowserContext, Locator, Page } from "@playwright/test"
import { statSync } from "node:fs"
import { PRIVACY_COOKIES_URL, PRIVACY_PATH, TERMS_PATH } from "../src/features/legal/legal-routes"
import {
  consentBanner,
  consentCopy,
  consentReady,
  CONSENT_STORAGE_KEY,
  preferencesDialog,
  storeChoice,
  tagLoaderDone,
} from "./consent-helpers"
import { ui } from "./content"
import { expect, test, type ExternalRequest } from "./fixtures"
import { describeShifts, expectNoAxeViolations, layoutShifts, observeLayoutShifts } from "./page-checks"
import {
  dataLayer,
  fillLeadForm,
  holdCheckout,
  leadForm,
  openPlan,
  query,
  readStorage,
  routeWebhooks,
  site,
  submitLead,
  VISITOR,
} from "./lead-helpers"

/**
 * Consent before any tag (LGPD, Consent Mode v2 basic), the policies and the
 * seller named, as a visitor meets them. Each test starts from a fresh
 * profile; "none" is a first visit, with the banner up.
 */

const { banner: bannerCopy, preferences: preferencesCopy } = consentCopy
const categoryTitle = (id: string) => consentCopy.categories.find(category => category.id === id)?.title ?? id
/** A CNPJ's two check digits (mod 11, weights 5..2 9..2 then 6..2 9..2), written here independently of src/features/legal/cnpj.ts. */
function cnpjCheckDigitsValid(cnpj: string): boolean {
  const digits = cnpj.replace(/\D/g, "").split("").map(Number)
  if (digits.length !== 14) return false
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const rest = digits.slice(0, length).reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === digits[12] && check(13) === digits[13]
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const ALL_DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
}
const ALL_GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
}

/** Requests to Google's or Meta's hosts (the tags and their collection endpoints). */
const THIRD_PARTY_TAG_HOST = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|facebook|fbcdn)\.[a-z.]+$/
const tagRequests = (external: ExternalRequest[]) =>
  external.filter(request => THIRD_PARTY_TAG_HOST.test(new URL(request.url).hostname)).map(request => request.url)
const requested = (external: ExternalRequest[], part: string) => external.some(request => request.url.includes(part))

/** Google's or Meta's cookies in the browser. */
async function tagCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter(cookie => /^(_ga|_gid|_gcl|_fbp|_fbc)/.test(cookie.name) || /google|facebook/.test(cookie.domain))
    .map(cookie => cookie.name)
}

/** The Consent Mode commands in dataLayer, in order: ["consent", "default" | "update", settings]. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return (await dataLayer(page)).filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === "consent")
}

const lastConsentUpdate = async (page: Page) =>
  (await consentCommands(page)).filter(command => command[1] === "update").at(-1)?.[2]

/** The Meta pixel's queued calls (the test stub of fbevents.js runs none of them). */
async function pixelQueue(page: Page): Promise<unknown[][] | null> {
  return page.evaluate((): unknown[][] | null => {
    const fbq = (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq
    return fbq?.queue ? fbq.queue.map(call => [...call]) : null
  })
}

/** The banner's and the preferences' entrance transitions have ended. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(element =>
    Promise.all(element.getAnimations({ subtree: true }).map(animation => animation.finished.catch(() => undefined))),
  )
}

const bannerButton = (page: Page, name: string) => consentBanner(page).getByRole("button", { name, exact: true })

async function choose(page: Page, name: string): Promise<void> {
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  await bannerButton(page, name).click()
  await expect(banner).toBeHidden()
}

async function openFooterPreferences(page: Page): Promise<Locator> {
  const control = page.getByRole("contentinfo").getByRole("button", { name: ui.footer.cookiePreferencesLabel })
  await control.scrollIntoViewIfNeeded()
  await control.click()
  const dialog = preferencesDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe("a first visit, before any answer", () => {
  test.use({ consent: "none" })

  for (const route of ["/", "/obrigado", "/semana-cliente", "/nao-existe", PRIVACY_PATH, TERMS_PATH]) {
    test(`${route} shows the consent banner`, async ({ page }) => {
      await page.goto(route)
      await expect(consentBanner(page)).toBeVisible()
      await expect(consentBanner(page)).toContainText(bannerCopy.title)
    })
  }

  test("on a 375 px phone, accept and reject sit side by side, the same size and weight", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto("/")
    const banner = consentBanner(page)
    await expect(banner).toBeVisible()
    await settled(banner)
    const accept = bannerButton(page, bannerCopy.acceptAll)
    const reject = bannerButton(page, bannerCopy.rejectAll)
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
    if (!a || !r) throw new Error("accept or reject is not laid out")
    expect(Math.abs(a.y - r.y), "on the same row").toBeLessThan(1)
    expect(Math.abs(a.width - r.width), "the same width").toBeLessThan(1)
    expect(Math.abs(a.height - r.height), "the same height").toBeLessThan(1)
    expect(a.x + a.width <= r.x || r.x + r.width <= a.x, "side by side, not overlapping").toBe(true)
    for (const box of [a, r]) expect(box.x >= 0 && box.x + box.width <= 375, "inside the screen").toBe(true)
    const look = (button: Locator) =>
      button.evaluate(element => {
        const style = getComputedStyle(element)
        return {
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          color: style.color,
          background: style.backgroundColor,
          border: style.borderColor,
        }
      })
    expect(await look(accept), "the same weight").toEqual(await look(reject))
  })

  test("for 5 s of scrolling before an answer, nothing goes to Google or Meta, none of their cookies is set, and Consent Mode says denied", async ({
    page,
    context,
    external,
  }) => {
    await page.goto("/")
    await expect(consentBanner(page)).toBeVisible()
    await page.mouse.move(180, 200)
    const started = Date.now()
    let furthest = 0
    let direction = 1
    while (Date.now() - started < 5_000) {
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.wheel(0, 600 * direction)
      // The page stays usable under the banner: each wheel moves it (or it turns back at an end).
      const moved = await page
        .waitForFunction(previous => window.scrollY !== previous, before, { timeout: 1_500 })
        .then(() => true)
        .catch(() => false)
      if (!moved) direction = -direction
      furthest = Math.max(furthest, await page.evaluate(() => window.scrollY))
    }
    expect(furthest).toBeGreaterThan(2_000)
    await expect(consentBanner(page)).toBeVisible()
    expect(tagRequests(external)).toEqual([])
    expect(await tagCookies(context)).toEqual([])
    const commands = await consentCommands(page)
    expect(commands[0]).toEqual(["consent", "default", ALL_DENIED])
    expect(commands.filter(command => command[1] === "update")).toEqual([])
    const layer = await dataLayer(page)
    expect(JSON.stringify(layer)).not.toContain('"granted"')
  })

  test("the banner moves nothing on the page and is never its largest paint", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await observeLayoutShifts(page)
    await page.addInitScript(() => {
      const lcp: Element[] = []
      ;(window as unknown as { __lcp: typeof lcp }).__lcp = lcp
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
          if (entry.element) lcp.push(entry.element)
      }).observe({ type: "largest-contentful-paint", buffered: true })
    })
    for (const route of ["/", "/obrigado", PRIVACY_PATH]) {
      await page.goto(route)
      const banner = consentBanner(page)
      await expect(banner).toBeVisible()
      await settled(banner)
      const shifts = await layoutShifts(page)
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `layout shift on ${route}:\n${describeShifts(shifts)}`,
      ).toBeLessThanOrEqual(0.01)
      const largestInBanner = await page.evaluate(() =>
        Boolean((window as unknown as { __lcp: Element[] }).__lcp.at(-1)?.closest("#cc-main")),
      )
      expect(largestInBanner, `largest paint of ${route} in the banner`).toBe(false)
    }
  })

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px axe finds nothing with the banner open, nor with the preferences open`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto("/")
      const banner = consentBanner(page)
      await expect(banner).toBeVisible()
      await settled(banner)
      await expectNoAxeViolations(page, `/ at ${viewport.width} px with the banner`)
      await bannerButton(page, bannerCopy.customize).click()
      const preferences = preferencesDialog(page)
      await expect(preferences).toBeVisible()
      await settled(preferences)
      await expectNoAxeViolations(page, `/ at ${viewport.width} px with the preferences`)
    })
  }

  test("the banner works by keyboard, with a visible focus ring", async ({ page }) => {
    await page.goto("/")
    await expect(consentBanner(page)).toBeVisible()
    // First in the tab order: a keyboard user meets the question before the page.
    const accept = bannerButton(page, bannerCopy.acceptAll)
    await page.keyboard.press("Tab")
    await expect(consentBanner(page).getByRole("link", { name: bannerCopy.policyLinkLabel })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(accept).toBeFocused()
    const ring = await accept.evaluate(element => {
      const style = getComputedStyle(element)
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
    })
    expect(ring, "a visible focus ring on 'Aceitar todos'").toBe(true)
    await page.keyboard.press("Tab")
    await expect(bannerButton(page, bannerCopy.rejectAll)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(consentBanner(page)).toBeHidden()
    expect(await readStorage(page, CONSENT_STORAGE_KEY)).toMatchObject({ categories: ["necessary"] })
  })

  test("after 'Rejeitar todos' no tag loads, and the choice holds on the next page", async ({ page, external }) => {
    await page.goto("/")
    await choose(page, bannerCopy.rejectAll)
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_DENIED)
    await tagLoaderDone(page)
    expect(tagRequests(external)).toEqual([])
    // Stored first-party, with the policy version and the time of the choice.
    expect(await readStorage(page, CONSENT_STORAGE_KEY)).toMatchObject({
      categories: ["necessary"],
      revision: consentCopy.revision,
      lastConsentTimestamp: expect.stringMatching(ISO_TIME),
    })

    await page.goto("/semana-cliente")
    await consentReady(page)
    await expect(consentBanner(page)).toBeHidden()
    await tagLoaderDone(page)
    expect(tagRequests(external)).toEqual([])
  })

  test("after a rejection a lead still reaches both webhooks and the checkout, carrying the consent state", async ({
    page,
    context,
    external,
  }) => {
    const calls = await routeWebhooks(context)
    const checkout = await holdCheckout(context)
    await page.goto("/?utm_source=instagram")
    await choose(page, bannerCopy.rejectAll)
    await openPlan(page, "plus")
    await fillLeadForm(page, VISITOR)
    await submitLead(page)
    await expect.poll(() => calls.length).toBe(2)
    expect(calls.map(call => call.url).sort()).toEqual([...site.webhooks].sort())
    for (const call of calls) {
      expect(call.body.consentimento as unknown).toEqual({
        categorias: ["necessary"],
        versao_politica: consentCopy.revision,
        data_escolha: expect.stringMatching(ISO_TIME),
      })
    }
    await expect.poll(() => checkout.requests.length, { timeout: 6_000 }).toBe(1)
    expect(query(checkout.requests[0].url)).toMatchObject({
      nome: "Maria D'Ávila",
      lead_captured: "true",
      utm_source: "instagram",
    })
    checkout.release()
    expect(tagRequests(external)).toEqual([])
  })

  test("after a rejection the footer's 'Preferências de cookies' reopens the choice, and accepting there loads the tags", async ({
    page,
    external,
  }) => {
    await page.goto("/obrigado")
    await choose(page, bannerCopy.rejectAll)
    await tagLoaderDone(page)
    expect(tagRequests(external)).toEqual([])

    const preferences = await openFooterPreferences(page)
    for (const id of ["analytics", "marketing"]) {
      await expect(preferences.getByRole("checkbox", { name: categoryTitle(id) })).not.toBeChecked()
    }
    await expect(preferences.getByRole("checkbox", { name: categoryTitle("necessary") })).toBeDisabled()
    await preferences.getByRole("button", { name: preferencesCopy.acceptAll, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_GRANTED)
    // A fresh grant: the tag manager at once, with gtag.js and the pixel.
    await expect.poll(() => requested(external, "/gtm.js?id=")).toBe(true)
    await expect.poll(() => requested(external, "/gtag/js?id=")).toBe(true)
    await expect.poll(() => requested(external, "connect.facebook.net")).toBe(true)
  })

  test("after 'Aceitar todos' the tag manager loads, Consent Mode grants all four, the pixel is granted, and the next page does not ask again", async ({
    page,
    external,
  }) => {
    await page.goto("/")
    expect(tagRequests(external)).toEqual([])
    await choose(page, bannerCopy.acceptAll)
    await expect.poll(() => requested(external, `/gtm.js?id=${site.tags.gtmId}`)).toBe(true)
    await expect.poll(() => requested(external, `/gtag/js?id=${site.tags.ga4Id}`)).toBe(true)
    await expect.poll(() => requested(external, "connect.facebook.net")).toBe(true)

    const commands = await consentCommands(page)
    expect(commands[0]).toEqual(["consent", "default", ALL_DENIED])
    expect(await lastConsentUpdate(page)).toEqual(ALL_GRANTED)
    const queue = (await pixelQueue(page)) ?? []
    const grant = queue.findIndex(call => call[0] === "consent" && call[1] === "grant")
    const init = queue.findIndex(call => call[0] === "init" && call[1] === site.tags.metaPixelId)
    expect(grant, "fbq('consent', 'grant')").toBeGreaterThanOrEqual(0)
    expect(init, "the pixel starts after the grant").toBeGreaterThan(grant)
    expect(await readStorage(page, CONSENT_STORAGE_KEY)).toMatchObject({
      categories: ["necessary", "analytics", "marketing"],
      revision: consentCopy.revision,
    })

    const gtmLoads = external.filter(request => request.url.includes("/gtm.js?id=")).length
    await page.goto(TERMS_PATH)
    await consentReady(page)
    await expect(consentBanner(page)).toBeHidden()
    // Consent from before: the tag manager comes again about 1 s after mount.
    await expect.poll(() => external.filter(request => request.url.includes("/gtm.js?id=")).length).toBe(gtmLoads + 1)
  })

  test("with marketing granted, the pixel's checkout and lead events carry the lead's id as eventID", async ({
    page,
    context,
  }) => {
    const calls = await routeWebhooks(context)
    const checkout = await holdCheckout(context)
    await page.goto("/")
    await choose(page, bannerCopy.acceptAll)
    await expect.poll(() => pixelQueue(page)).not.toBeNull()
    await openPlan(page, "max")
    await fillLeadForm(page, VISITOR)
    await submitLead(page)
    await expect.poll(() => calls.length).toBe(2)
    const leadId = calls[0].body.lead_id
    expect(calls[0].body.consentimento as unknown).toMatchObject({
      categorias: ["necessary", "analytics", "marketing"],
      versao_politica: consentCopy.revision,
    })
    const queue = (await pixelQueue(page)) ?? []
    for (const name of ["InitiateCheckout", "Lead"]) {
      const event = queue.find(call => call[0] === "track" && call[1] === name)
      expect(event, `fbq('track', '${name}')`).toBeDefined()
      expect(event?.[3]).toEqual({ eventID: leadId })
    }
    await expect.poll(() => checkout.requests.length, { timeout: 6_000 }).toBe(1)
    checkout.release()
  })

  test("after an analytics-only choice, analytics is granted, the three ad settings stay denied and the pixel stays off", async ({
    page,
    external,
  }) => {
    await page.goto("/")
    await expect(consentBanner(page)).toBeVisible()
    await bannerButton(page, bannerCopy.customize).click()
    const preferences = preferencesDialog(page)
    await expect(preferences).toBeVisible()
    await preferences.getByRole("checkbox", { name: categoryTitle("analytics") }).check()
    await expect(preferences.getByRole("checkbox", { name: categoryTitle("marketing") })).not.toBeChecked()
    await preferences.getByRole("button", { name: preferencesCopy.save, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect(consentBanner(page)).toBeHidden()

    await expect
      .poll(() => lastConsentUpdate(page))
      .toEqual({
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "granted",
      })
    await expect.poll(() => requested(external, "/gtm.js?id=")).toBe(true)
    await tagLoaderDone(page)
    expect(requested(external, "facebook")).toBe(false)
    expect(await pixelQueue(page)).toBeNull()
    expect(await readStorage(page, CONSENT_STORAGE_KEY)).toMatchObject({ categories: ["necessary", "analytics"] })
  })

  test("a new policy version asks again, and the old choice loads no tag", async ({ page, context, external }) => {
    await storeChoice(context, "accepted", consentCopy.revision - 1)
    await page.goto("/")
    await expect(consentBanner(page)).toBeVisible()
    await expect(consentBanner(page)).toContainText(bannerCopy.revisionMessage)
    await tagLoaderDone(page)
    expect(tagRequests(external)).toEqual([])
  })

  test("the banner links to the privacy policy's section on cookies, which lists every cookie and storage key", async ({
    page,
  }) => {
    await page.goto("/")
    const link = consentBanner(page).getByRole("link", { name: bannerCopy.policyLinkLabel })
    await expect(link).toHaveAttribute("href", PRIVACY_COOKIES_URL)
    await link.click()
    await page.waitForURL(url => `${url.pathname}${url.hash}` === PRIVACY_COOKIES_URL)
    const section = page.locator(`#${PRIVACY_COOKIES_URL.split("#")[1]}`)
    await expect(section.getByRole("heading", { level: 2 })).toBeVisible()
    for (const item of consentCopy.storage) {
      await expect(section.getByRole("rowheader", { name: item.name, exact: true })).toBeAttached()
    }
  })
})

test.describe("a visitor who accepted on an earlier visit", () => {
  test.use({ consent: "accepted" })

  test("withdrawing in 'Preferências de cookies' stops the tags from then on and clears their cookies", async ({
    page,
    context,
    external,
  }) => {
    await page.goto("/")
    await expect.poll(() => requested(external, "/gtm.js?id=")).toBe(true)
    await consentReady(page)
    // As the tags would have set them.
    const { origin, hostname } = new URL(page.url())
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url: origin },
      { name: "_fbp", value: "fb.1.123.456", url: origin },
    ])
    expect((await tagCookies(context)).sort()).toEqual(["_fbp", "_ga"])

    const preferences = await openFooterPreferences(page)
    await expect(preferences.getByRole("checkbox", { name: categoryTitle("analytics") })).toBeChecked()
    await preferences.getByRole("button", { name: preferencesCopy.rejectAll, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => lastConsentUpdate(page)).toEqual(ALL_DENIED)
    expect(
      await page.evaluate(id => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], site.tags.ga4Id),
    ).toBe(true)
    expect((await pixelQueue(page))?.at(-1)).toEqual(["consent", "revoke"])
    await expect.poll(() => tagCookies(context)).toEqual([])
    expect(hostname).toBe("localhost")

    const before = tagRequests(external).length
    await page.goto("/semana-cliente")
    await consentReady(page)
    await tagLoaderDone(page)
    expect(tagRequests(external)).toHaveLength(before)
  })
})

for (const route of ["/", "/obrigado", "/semana-cliente", "/nao-existe", PRIVACY_PATH, TERMS_PATH]) {
  test(`the footer of ${route} names the seller, with a CNPJ whose check digits are valid, and links both policies`, async ({
    page,
  }) => {
    await page.goto(route)
    const footer = page.getByRole("contentinfo")
    await footer.scrollIntoViewIfNeeded()
    const { seller } = site
    await expect(footer).toContainText(seller.legalName)
    await expect(footer).toContainText(seller.address)
    await expect(footer.getByRole("link", { name: seller.email })).toHaveAttribute("href", `mailto:${seller.email}`)
    const cnpj = /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/.exec((await footer.textContent()) ?? "")?.[0] ?? ""
    // content/site.json holds it formatted, as the footer shows it.
    expect(cnpj).toBe(seller.cnpj)
    expect(cnpjCheckDigitsValid(cnpj), `${cnpj} has valid check digits`).toBe(true)
    await expect(footer.getByRole("link", { name: ui.footer.privacyLabel })).toHaveAttribute("href", PRIVACY_PATH)
    await expect(footer.getByRole("link", { name: ui.footer.termsLabel })).toHaveAttribute("href", TERMS_PATH)
    await expect(footer.getByRole("button", { name: ui.footer.cookiePreferencesLabel })).toBeVisible()
    // The copyright carries the year the site was built, never a stale one typed by hand.
    const builtIn = statSync("public/index.html").mtime.getFullYear()
    await expect(footer).toContainText(ui.footer.copyright.replace("{year}", String(builtIn)))
  })
}

test("the lead form links the privacy policy under its button, in a new tab that leaves the form as it was", async ({
  page,
  context,
}) => {
  await page.goto("/")
  const dialog = await openPlan(page, "max")
  await fillLeadForm(page, VISITOR)
  const link = dialog.getByRole("link", { name: new RegExp(leadForm.policyLinkLabel) })
  await expect(link).toHaveAttribute("href", PRIVACY_PATH)
  await expect(link).toHaveAttribute("target", "_blank")
  const [before] = leadForm.policyNotice.split("{link}")
  await expect(dialog).toContainText(`${before}${leadForm.policyLinkLabel}`)
  const submit = await dialog.getByRole("button", { name: leadForm.submitLabel }).boundingBox()
  const linkBox = await link.boundingBox()
  expect((linkBox?.y ?? 0) > (submit?.y ?? Infinity), "under the submit button").toBe(true)

  const [policy] = await Promise.all([context.waitForEvent("page"), link.click()])
  await policy.waitForLoadState()
  expect(new URL(policy.url()).pathname).toBe(PRIVACY_PATH)
  await expect(policy.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(leadForm.emailLabel)).toHaveValue(VISITOR.email)
})

test("the terms state the 7-day guarantee, the automatic annual renewal and how to cancel it, and the external checkout", async ({
  page,
}) => {
  await page.goto(TERMS_PATH)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(main).toContainText("7 dias")
  await expect(main).toContainText("art. 49")
  await expect(main).toContainText(/renova automaticamente/i)
  await expect(main).toContainText(/cancelar a renovação/i)
  await expect(main).toContainText(/checkout/i)
  await expect(main).toContainText(site.seller.cnpj)
})

test("the privacy policy names the controller and the encarregado from the site settings", async ({ page }) => {
  await page.goto(PRIVACY_PATH)
  const main = page.getByRole("main")
  await expect(main).toContainText(site.seller.legalName)
  await expect(main).toContainText(site.seller.dpoName)
  await expect(main.getByRole("link", { name: site.seller.dpoEmail })).toHaveAttribute(
    "href",
    `mailto:${site.seller.dpoEmail}`,
  )
  for (const param of ["utm_source", "gclid", "fbclid"]) await expect(main).toContainText(param)
})
