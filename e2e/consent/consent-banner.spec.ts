import type { Locator } from "@playwright/test"
import {
  bannerButton,
  bannerCopy,
  categoryTitle,
  consentBanner,
  CONSENT_STORAGE_KEY,
  openFooterPreferences,
  recordBannerRequests,
  settled,
  tagLoaderDone,
} from "../helpers/consent-helpers"
import { ALL_DENIED, consentCommands, tagCookies, tagRequests } from "../helpers/consent-tags"
import { expect, test } from "../helpers/fixtures"
import { dataLayer, readStorage } from "../helpers/lead-helpers"

/**
 * The consent banner as a first-time visitor meets it (LGPD, Consent Mode v2 basic): laid out fairly,
 * usable by keyboard, nothing sent to a tag host before an answer; and how little of it a returning
 * visitor loads. On every route: site/pages.spec.ts; axe: site/a11y.spec.ts; moving nothing:
 * site/stability.spec.ts; the choices: consent-choices.spec.ts.
 */

test.describe("a first visit, before any answer", () => {
  test.use({ consent: "none" })

  test("on a 375 px phone accept and reject sit side by side, alike; the keyboard meets them first, with a focus ring", async ({
    page,
  }) => {
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
        const { fontSize, fontWeight, color, backgroundColor, borderColor } = getComputedStyle(element)
        return { fontSize, fontWeight, color, backgroundColor, borderColor }
      })
    expect(await look(accept), "the same weight").toEqual(await look(reject))

    // First in the tab order: a keyboard user meets the question before the page.
    await page.keyboard.press("Tab")
    await expect(banner.getByRole("link", { name: bannerCopy.policyLinkLabel })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(accept).toBeFocused()
    const ring = await accept.evaluate(element => {
      const style = getComputedStyle(element)
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
    })
    expect(ring, "a visible focus ring on 'Aceitar todos'").toBe(true)
    await page.keyboard.press("Tab")
    await expect(reject).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(banner).toBeHidden()
    expect(await readStorage(page, CONSENT_STORAGE_KEY)).toMatchObject({ categories: ["necessary"] })
  })

  test("while the visitor scrolls past the banner, nothing goes to Google or Meta, no cookie is set, and Consent Mode says denied", async ({
    page,
    context,
    external,
  }) => {
    await page.goto("/")
    await expect(consentBanner(page)).toBeVisible()
    await page.mouse.move(180, 200)
    // 2,000 px of wheel, each turn moving the page: it stays usable under the banner.
    for (let y = 0; y <= 2_000; y = await page.evaluate(() => window.scrollY)) {
      await page.mouse.wheel(0, 600)
      await page.waitForFunction(previous => window.scrollY !== previous, y)
    }
    // The tag loader's own delays are past.
    await tagLoaderDone(page)
    await expect(consentBanner(page)).toBeVisible()
    expect(tagRequests(external)).toEqual([])
    expect(await tagCookies(context)).toEqual([])
    const commands = await consentCommands(page)
    expect(commands[0]).toEqual(["consent", "default", ALL_DENIED])
    expect(commands.filter(command => command[1] === "update")).toEqual([])
    expect(JSON.stringify(await dataLayer(page))).not.toContain('"granted"')
  })
})

test("a returning visitor loads none of the banner's code until reaching for 'Preferências de cookies', which opens with the stored choice", async ({
  page,
  external,
}) => {
  const bannerRequests = recordBannerRequests(page)
  await page.goto("/")
  // The page has applied the stored choice (rejected, the fixture's) and decided not to ask.
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
