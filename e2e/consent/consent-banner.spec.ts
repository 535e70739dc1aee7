import type { Locator } from "@playwright/test"
import { PRIVACY_PATH, TERMS_PATH } from "../../src/features/legal/legal-routes"
import {
  bannerButton,
  bannerCopy,
  categoryTitle,
  consentBanner,
  CONSENT_STORAGE_KEY,
  openFooterPreferences,
  preferencesDialog,
  recordBannerRequests,
  settled,
  tagLoaderDone,
} from "../helpers/consent-helpers"
import { ALL_DENIED, consentCommands, tagCookies, tagRequests } from "../helpers/consent-tags"
import { expect, test } from "../helpers/fixtures"
import { dataLayer, readStorage } from "../helpers/lead-helpers"
import { describeShifts, expectNoAxeViolations, layoutShifts, observeLayoutShifts } from "../helpers/page-checks"

/**
 * The consent banner as a first-time visitor meets it (LGPD, Consent Mode v2
 * basic): on every route, laid out fairly, usable by keyboard, moving nothing,
 * and nothing sent to a tag host before an answer; and how little of it a
 * returning visitor loads. The choices: consent-choices.spec.ts.
 */

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
    // At least five seconds and 2,000 px of it, down and back up: the tag loader's own delays are past by then.
    while (Date.now() - started < 5_000 || furthest <= 2_000) {
      const { y, end } = await page.evaluate(() => ({
        y: window.scrollY,
        end: document.documentElement.scrollHeight - window.innerHeight,
      }))
      // It turns back at either end of the page.
      if (y >= end - 2) direction = -1
      else if (y <= 0) direction = 1
      await page.mouse.wheel(0, 600 * direction)
      // The page stays usable under the banner: each wheel moves it.
      await page.waitForFunction(previous => window.scrollY !== previous, y)
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
      // The page behind is unchanged since the whole-page check above: only the preferences are new.
      // (Two whole-page runs of axe outlast the test's time on a busy machine.)
      await expectNoAxeViolations(page, `/ at ${viewport.width} px with the preferences`, "#cc-main")
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
})

test.describe("a returning visitor, with a valid choice stored", () => {
  test.use({ consent: "rejected" })

  test("loads none of the banner's code until reaching for 'Preferências de cookies', which then opens with that choice", async ({
    page,
    external,
  }) => {
    const bannerRequests = recordBannerRequests(page)
    await page.goto("/")
    // The page has applied the stored choice and decided not to ask.
    await expect(page.locator("html")).toHaveAttribute("data-consent", "stored")
    await tagLoaderDone(page)
    expect(bannerRequests).toEqual([])
    await expect(consentBanner(page)).toBeHidden()

    const preferences = await openFooterPreferences(page)
    for (const id of ["analytics", "marketing"]) {
      await expect(preferences.getByRole("checkbox", { name: categoryTitle(id) })).not.toBeChecked()
    }
    // The code and the stylesheet came for it.
    const files = bannerRequests.map(url => new URL(url).pathname)
    expect(files).toContainEqual(expect.stringMatching(/\/consent-banner-[^/]*\.js$/))
    expect(files).toContainEqual(expect.stringMatching(/\/cookieconsent-[^/]*\.css$/))
    expect(tagRequests(external)).toEqual([])
  })
})
