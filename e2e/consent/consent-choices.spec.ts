import { PRIVACY_COOKIES_URL, TERMS_PATH } from "../../src/features/legal/legal-routes"
import * as consent from "../helpers/consent"
import { expect, test, type ExternalRequest } from "../helpers/fixtures"
import { holdCheckout, query, readStorage, routeWebhooks, sendLead, site } from "../helpers/lead-helpers"
import { watchCsp } from "../helpers/page-checks"

// A cookie choice and what follows: which tags load, what Consent Mode and the pixel are told, what the lead carries.
const gtmLoads = (external: ExternalRequest[]) => external.filter(request => request.url.includes("/gtm.js?id=")).length

test.describe("a first visit, answering the banner", () => {
  test.use({ consent: "none" })

  // A lead still reaches both webhooks and the checkout, with the consent state; the choice holds on the next page.
  test("after 'Rejeitar todos' no tag loads and a lead still goes out", async ({ page, context, external }) => {
    const calls = await routeWebhooks(context)
    const checkout = await holdCheckout(context)
    await page.goto("/?utm_source=instagram")
    await consent.choose(page, consent.bannerCopy.rejectAll)
    await expect.poll(() => consent.lastModeUpdate(page)).toEqual(consent.ALL_DENIED)
    // Stored first-party, with the policy version and the time of the choice.
    expect(await readStorage(page, consent.STORAGE_KEY)).toMatchObject({
      categories: ["necessary"],
      revision: consent.copy.revision,
      lastConsentTimestamp: expect.stringMatching(consent.ISO_TIME),
    })
    await sendLead(page, "plus")
    await expect.poll(() => calls.length).toBe(2)
    expect(calls.map(call => call.url).sort()).toEqual([...site.webhooks].sort())
    for (const call of calls) {
      expect(call.body.consentimento as unknown).toEqual({
        categorias: ["necessary"],
        versao_politica: consent.copy.revision,
        data_escolha: expect.stringMatching(consent.ISO_TIME),
      })
    }
    await expect.poll(() => checkout.requests.length).toBe(1)
    expect(query(checkout.requests[0].url)).toMatchObject({ nome: "Maria D'Ávila", utm_source: "instagram" })
    checkout.release()

    await page.goto("/semana-cliente")
    await consent.settled(page)
    await expect(consent.banner(page)).toBeHidden()
    await consent.tagLoaderDone(page)
    expect(consent.tagRequests(external)).toEqual([])
  })

  test("after a rejection, 'Aceitar todos' in the footer's preferences loads the tags", async ({ page, external }) => {
    const violations = await watchCsp(page)
    await page.goto("/obrigado")
    await consent.choose(page, consent.bannerCopy.rejectAll)
    await consent.tagLoaderDone(page)
    expect(consent.tagRequests(external)).toEqual([])

    const preferences = await consent.openFromFooter(page)
    for (const id of ["analytics", "marketing"])
      await expect(preferences.getByRole("checkbox", { name: consent.categoryTitle(id) })).not.toBeChecked()
    await expect(preferences.getByRole("checkbox", { name: consent.categoryTitle("necessary") })).toBeDisabled()
    await preferences.getByRole("button", { name: consent.preferencesCopy.acceptAll, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => consent.lastModeUpdate(page)).toEqual(consent.ALL_GRANTED)
    // A fresh grant: the tag manager at once, with gtag.js and the pixel.
    for (const tag of ["/gtm.js?id=", "/gtag/js?id=", "connect.facebook.net"])
      await expect.poll(() => consent.requested(external, tag), tag).toBe(true)
    expect(violations).toEqual([])
  })

  // Consent Mode grants all four, the pixel starts after its grant, and the next page does not ask again.
  test("after 'Aceitar todos' the tags load", async ({ page, external }) => {
    const violations = await watchCsp(page)
    await page.goto("/")
    await consent.choose(page, consent.bannerCopy.acceptAll)
    await expect.poll(() => consent.requested(external, `/gtm.js?id=${site.tags.gtmId}`)).toBe(true)
    await expect.poll(() => consent.requested(external, `/gtag/js?id=${site.tags.ga4Id}`)).toBe(true)
    await expect.poll(() => consent.requested(external, "connect.facebook.net")).toBe(true)

    expect((await consent.modeCommands(page))[0]).toEqual(["consent", "default", consent.ALL_DENIED])
    expect(await consent.lastModeUpdate(page)).toEqual(consent.ALL_GRANTED)
    const queue = (await consent.pixelQueue(page)) ?? []
    const grant = queue.findIndex(call => call[0] === "consent" && call[1] === "grant")
    const init = queue.findIndex(call => call[0] === "init" && call[1] === site.tags.metaPixelId)
    expect(grant, "fbq('consent', 'grant')").toBeGreaterThanOrEqual(0)
    expect(init, "the pixel starts after the grant").toBeGreaterThan(grant)
    expect(await readStorage(page, consent.STORAGE_KEY)).toMatchObject({
      categories: ["necessary", "analytics", "marketing"],
      revision: consent.copy.revision,
    })

    const loadsSoFar = gtmLoads(external)
    await page.goto(TERMS_PATH)
    await consent.settled(page)
    await expect(consent.banner(page)).toBeHidden()
    // Consent from before: the tag manager comes again about 1 s after mount.
    await expect.poll(() => gtmLoads(external)).toBe(loadsSoFar + 1)
    expect(violations).toEqual([])
  })

  // GTM carries analytics and ad tags alike: either grant loads it, and Consent Mode tells each Google tag the rest.
  for (const only of ["analytics", "marketing"]) {
    const other = only === "analytics" ? "marketing" : "analytics"
    test(`after a ${only}-only choice the tag manager loads`, async ({ page, external }) => {
      await page.goto("/")
      await consent.button(page, consent.bannerCopy.customize).click()
      const preferences = consent.preferences(page)
      await preferences.getByRole("checkbox", { name: consent.categoryTitle(only) }).check()
      await expect(preferences.getByRole("checkbox", { name: consent.categoryTitle(other) })).not.toBeChecked()
      await preferences.getByRole("button", { name: consent.preferencesCopy.save, exact: true }).click()
      await expect(preferences).toBeHidden()
      await expect(consent.banner(page)).toBeHidden()

      const ads = only === "marketing" ? "granted" : "denied"
      const analytics_storage = only === "analytics" ? "granted" : "denied"
      const update = { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage }
      await expect.poll(() => consent.lastModeUpdate(page)).toEqual(update)
      await expect.poll(() => gtmLoads(external)).toBe(1)
      // gtag.js follows analytics, the pixel marketing.
      const [granted, refused] =
        only === "analytics" ? ["/gtag/js?id=", "facebook"] : ["connect.facebook.net", "/gtag/"]
      await expect.poll(() => consent.requested(external, granted)).toBe(true)
      await consent.tagLoaderDone(page)
      expect(consent.requested(external, refused)).toBe(false)
      expect(await readStorage(page, consent.STORAGE_KEY)).toMatchObject({ categories: ["necessary", only] })
    })
  }

  test("a new policy version asks again, and the old choice loads no tag", async ({ page, context, external }) => {
    await consent.storeChoice(context, "accepted", consent.copy.revision - 1)
    await page.goto("/")
    await expect(consent.banner(page)).toContainText(consent.bannerCopy.revisionMessage)
    await consent.tagLoaderDone(page)
    expect(consent.tagRequests(external)).toEqual([])
  })

  test("the banner links to the policy's cookie table; it names the controller", async ({ page }) => {
    await page.goto("/")
    const link = consent.banner(page).getByRole("link", { name: consent.bannerCopy.policyLinkLabel })
    await expect(link).toHaveAttribute("href", PRIVACY_COOKIES_URL)
    await link.click()
    await page.waitForURL(url => `${url.pathname}${url.hash}` === PRIVACY_COOKIES_URL)
    const section = page.locator(`#${PRIVACY_COOKIES_URL.split("#")[1]}`)
    await expect(section.getByRole("heading", { level: 2 })).toBeVisible()
    for (const item of consent.copy.storage)
      await expect(section.getByRole("rowheader", { name: item.name, exact: true })).toBeAttached()
    // The controller and the encarregado from the site settings, and the campaign parameters it keeps.
    const main = page.getByRole("main")
    await expect(main).toContainText(site.seller.legalName)
    await expect(main).toContainText(site.seller.dpoName)
    await expect(main.getByRole("link", { name: site.seller.dpoEmail })).toHaveAttribute(
      "href",
      `mailto:${site.seller.dpoEmail}`,
    )
    for (const param of ["utm_source", "gclid", "fbclid"]) await expect(main).toContainText(param)
  })
})

test.describe("a visitor who accepted on an earlier visit", () => {
  test.use({ consent: "accepted" })

  test("withdrawing consent stops the tags and clears their cookies", async ({ page, context, external }) => {
    await page.goto("/")
    await expect.poll(() => gtmLoads(external)).toBe(1)
    await consent.settled(page)
    // As the tags would have set them.
    const { origin: url } = new URL(page.url())
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url },
      { name: "_fbp", value: "fb.1.123.456", url },
    ])
    expect((await consent.tagCookies(context)).sort()).toEqual(["_fbp", "_ga"])

    const preferences = await consent.openFromFooter(page)
    await expect(preferences.getByRole("checkbox", { name: consent.categoryTitle("analytics") })).toBeChecked()
    await preferences.getByRole("button", { name: consent.preferencesCopy.rejectAll, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => consent.lastModeUpdate(page)).toEqual(consent.ALL_DENIED)
    expect(
      await page.evaluate(id => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], site.tags.ga4Id),
    ).toBe(true)
    expect((await consent.pixelQueue(page))?.at(-1)).toEqual(["consent", "revoke"])
    await expect.poll(() => consent.tagCookies(context)).toEqual([])

    const before = consent.tagRequests(external).length
    await page.goto("/semana-cliente")
    await consent.settled(page)
    await consent.tagLoaderDone(page)
    expect(consent.tagRequests(external)).toHaveLength(before)
  })
})
