import { PRIVACY_COOKIES_URL, TERMS_PATH } from "../../src/features/legal/legal-routes"
import {
  bannerCopy,
  categoryTitle,
  choose,
  consentBanner,
  consentCopy,
  consentSettled,
  CONSENT_STORAGE_KEY,
  openFooterPreferences,
  preferencesCopy,
  preferencesDialog,
  bannerButton,
  storeChoice,
  tagLoaderDone,
} from "../helpers/consent-helpers"
import {
  ALL_DENIED,
  ALL_GRANTED,
  consentCommands,
  ISO_TIME,
  lastConsentUpdate,
  pixelQueue,
  requested,
  tagCookies,
  tagRequests,
} from "../helpers/consent-tags"
import { expect, test } from "../helpers/fixtures"
import {
  fillLeadForm,
  holdCheckout,
  openPlan,
  query,
  readStorage,
  routeWebhooks,
  site,
  submitLead,
  VISITOR,
} from "../helpers/lead-helpers"

/**
 * A visitor's cookie choice and what follows from it: which tags load, what
 * Consent Mode and the pixel are told, what the lead carries, and how the
 * choice is changed or withdrawn later. Each test starts from a fresh profile.
 */

test.describe("a first visit, answering the banner", () => {
  test.use({ consent: "none" })

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
    await consentSettled(page)
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
    await expect.poll(() => checkout.requests.length).toBe(1)
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
    await consentSettled(page)
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
    await expect.poll(() => checkout.requests.length).toBe(1)
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
    await consentSettled(page)
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
    await consentSettled(page)
    await tagLoaderDone(page)
    expect(tagRequests(external)).toHaveLength(before)
  })
})
