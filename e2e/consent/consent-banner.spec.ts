import { expect, test } from "../helpers/fixtures"
import * as consent from "../helpers/consent"
import { readStorage } from "../helpers/lead-helpers"

/**
 * The consent banner (LGPD, Consent Mode v2 basic) as a first visitor meets it: fair, usable by keyboard, nothing
 * sent to a tag host before an answer; and how little a returning visitor loads (the choices: consent-choices).
 */
test.describe("a first visit", () => {
  test.use({ consent: "none" })

  test("on a phone accept and reject are alike, side by side, first for the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto("/")
    const banner = consent.banner(page)
    await banner.evaluate(element =>
      Promise.all(element.getAnimations({ subtree: true }).map(animation => animation.finished.catch(() => null))),
    )
    const [accept, reject] = [consent.bannerCopy.acceptAll, consent.bannerCopy.rejectAll].map(name =>
      consent.button(page, name),
    )
    const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!]
    expect(Math.abs(a.y - r.y), "on the same row").toBeLessThan(1)
    expect(Math.abs(a.width - r.width), "the same width").toBeLessThan(1)
    expect(Math.abs(a.height - r.height), "the same height").toBeLessThan(1)
    expect(a.x + a.width <= r.x || r.x + r.width <= a.x, "side by side, not overlapping").toBe(true)
    for (const box of [a, r]) expect(box.x >= 0 && box.x + box.width <= 375, "inside the screen").toBe(true)
    const look = (button: typeof accept) =>
      button.evaluate(element => {
        const { fontSize, fontWeight, color, backgroundColor, borderColor } = getComputedStyle(element)
        return { fontSize, fontWeight, color, backgroundColor, borderColor }
      })
    expect(await look(accept), "the same weight").toEqual(await look(reject))

    // First in the tab order: a keyboard user meets the question before the page, with a visible focus ring.
    await page.keyboard.press("Tab")
    await expect(banner.getByRole("link", { name: consent.bannerCopy.policyLinkLabel })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(accept).toBeFocused()
    const ring = await accept.evaluate(element => getComputedStyle(element))
    expect(ring.outlineStyle !== "none" && parseFloat(ring.outlineWidth) >= 2, "a focus ring").toBe(true)
    await page.keyboard.press("Tab")
    await expect(reject).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(banner).toBeHidden()
    expect(await readStorage(page, consent.STORAGE_KEY)).toMatchObject({ categories: ["necessary"] })
  })

  test("while the visitor scrolls, nothing goes to Google or Meta", async ({ page, context, external }) => {
    await page.goto("/")
    await expect(consent.banner(page)).toBeVisible()
    await page.mouse.move(180, 200)
    // 2,000 px of wheel, each turn moving the page: it stays usable under the banner.
    for (let y = 0; y <= 2_000; y = await page.evaluate(() => window.scrollY)) {
      await page.mouse.wheel(0, 600)
      await page.waitForFunction(previous => window.scrollY !== previous, y)
    }
    // The tag loader's own delays are past; no cookie is set, and Consent Mode says denied.
    await consent.tagLoaderDone(page)
    await expect(consent.banner(page)).toBeVisible()
    expect(consent.tagRequests(external)).toEqual([])
    expect(await consent.tagCookies(context)).toEqual([])
    const commands = await consent.modeCommands(page)
    expect(commands[0]).toEqual(["consent", "default", consent.ALL_DENIED])
    expect(commands.filter(command => command[1] === "update")).toEqual([])
    expect(JSON.stringify(await consent.dataLayer(page))).not.toContain('"granted"')
  })
})

test("a returning visitor loads the banner's code only for 'Preferências de cookies'", async ({ page, external }) => {
  const bannerFiles: string[] = []
  page.on("request", request => {
    const name = new URL(request.url()).pathname
    if (/\/consent-banner-[^/]*\.js$|\/static\/cookieconsent-[^/]*\.css$/.test(name)) bannerFiles.push(name)
  })
  await page.goto("/")
  // The page has applied the stored choice (rejected, the fixture's) and decided not to ask.
  await expect(page.locator("html")).toHaveAttribute("data-consent", "stored")
  await consent.tagLoaderDone(page)
  expect(bannerFiles).toEqual([])
  await expect(consent.banner(page)).toBeHidden()

  const preferences = await consent.openFromFooter(page)
  for (const id of ["analytics", "marketing"])
    await expect(preferences.getByRole("checkbox", { name: consent.categoryTitle(id) })).not.toBeChecked()
  expect(bannerFiles).toContainEqual(expect.stringMatching(/\.js$/))
  expect(bannerFiles).toContainEqual(expect.stringMatching(/\.css$/))
  expect(consent.tagRequests(external)).toEqual([])
})
