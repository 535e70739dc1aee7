import type { Locator, Page } from "@playwright/test"
import { copy } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { content, ui } from "../helpers/landing-helpers"
import { checkoutLinksReady, holdCheckout, leadForm } from "../helpers/lead-helpers"
import { chunksStillMissing, failLateScripts, holdScripts } from "../helpers/page-checks"

// Sections fetch their code late (src/sections/deferred.tsx): meanwhile controls work, or are visibly disabled.
async function gotoWithLateCodeHeld(page: Page) {
  const late = await holdScripts(page, { late: true })
  await page.goto("/")
  await checkoutLinksReady(page)
  return late
}

const popupOf = async (link: Locator) => (await Promise.all([link.page().waitForEvent("popup"), link.click()]))[0]

test("a plan pressed before the pricing code arrives opens the lead modal", async ({ page, context }) => {
  const checkout = await holdCheckout(context)
  await page.clock.install()
  const late = await gotoWithLateCodeHeld(page)
  // Pricing is still static HTML; the page's clock stands still from the click: no fallback to checkout.
  await expect(page.locator("#pricing")).not.toHaveAttribute("data-hydrated")
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  await page.locator('[data-plan="max"]').click()
  expect(late.held.length).toBeGreaterThan(0)
  late.release()
  await expect(page.getByRole("dialog", { name: leadForm.title })).toBeVisible()
  expect(checkout.requests).toEqual([])
})

test("before their sections' code arrives, dialogs, posters and buttons work", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  const [phase, agent] = [content("journey").phases[2], content("agents").agents[0]]
  await page.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` }).click()
  await expect(page.getByRole("dialog", { name: phase.title })).toBeVisible()
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: agent.title, exact: true }).click()
  await expect(page.getByRole("dialog", { name: agent.title })).toBeVisible()
  await page.keyboard.press("Escape")
  // A poster's play link opens the player's page in a new tab.
  const video = content("demos").videos[0]
  const popup = await popupOf(page.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` }))
  expect(popup.url()).toContain(`/embed/${video.videoId}`)
  await popup.close()
  // The hero's code comes once the page is idle: until then its button scrolls and its poster opens the player.
  const hero = copy("home", "hero")
  await page.locator("#hero").getByRole("link", { name: hero.ctaLabel, exact: true }).click()
  await expect(page.locator("#pricing h2")).toBeInViewport()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  const heroPoster = page.locator("#hero").getByRole("link", { name: `${ui.video.playLabel}: ${hero.videoTitle}` })
  expect((await popupOf(heroPoster)).url()).toContain(`/embed/${hero.videoId}`)
  await page.getByRole("button", { name: ui.widget.openLabel }).click()
  await expect(page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) })).toBeVisible()
  // The premise: all of that happened on static HTML.
  for (const id of ["#journey", "#agents", "#contact-widget", "#demos", "#hero"])
    await expect(page.locator(id), id).not.toHaveAttribute("data-hydrated")
  expect(late.held.length).toBeGreaterThan(0)
})

// A first visit: the consent banner's code comes at idle too (a returning visitor's waits for a click).
test.describe("a first visit", () => {
  test.use({ consent: "none" })

  test("a phone without signal for a minute keeps its page; late code comes after", async ({ page }) => {
    // Every late script fails for a minute of webpack's waits (plugins/chunk-load-retry), run on the page's clock.
    await page.clock.install()
    const scripts = await failLateScripts(page, 10)
    const documents: string[] = []
    page.on("framenavigated", frame => frame === page.mainFrame() && documents.push(frame.url()))
    await page.goto("/")
    await checkoutLinksReady(page)
    const sections = ["#hero", "#members", "#portfolio", "#testimonials", "#pricing"].map(id => page.locator(id))
    for (const section of sections) await section.scrollIntoViewIfNeeded()
    const state = async () => {
      // Failures come back over the network in real time; the page's waits between tries pass here.
      await page.clock.runFor(8_000)
      const hydrated = await Promise.all(sections.map(section => section.getAttribute("data-hydrated")))
      return {
        // Gatsby reloads the page when a failed chunk goes unhandled: that would be a second document.
        documents: documents.length,
        sectionsWaiting: hydrated.filter(value => value === null).length,
        // The consent banner's code too.
        consentReady: await page.locator('html[data-consent="ready"]').count(),
        // Each failed script came through, or a bigger one that carries its chunk did.
        scriptsWaiting: await chunksStillMissing(
          page,
          scripts.failed.filter(file => !scripts.retried.has(file)),
        ),
      }
    }
    await expect
      .poll(state, { timeout: 60_000 })
      .toEqual({ documents: 1, sectionsWaiting: 0, consentReady: 1, scriptsWaiting: [] })
    expect(scripts.failed.length).toBeGreaterThan(0)
  })
})

test("the carousel waits visibly for its code; no section's height changes with it", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  // Every section rendered (as during an in-page scroll), so off-screen ones show their real height.
  const heights = () =>
    page.evaluate(() => {
      document.documentElement.setAttribute("data-render-all", "")
      const sections = [...document.querySelectorAll("main > section[id]")]
      return Object.fromEntries(
        sections.map(section => [section.id, Math.round(section.getBoundingClientRect().height)]),
      )
    })
  const before = await heights()
  expect(Object.keys(before).length).toBeGreaterThan(10)
  const next = page.locator("#portfolio").getByRole("button", { name: ui.carousel.nextLabel, exact: true })
  await next.scrollIntoViewIfNeeded()
  await expect(next).toBeDisabled()
  late.release()
  await next.click()
  const current = page.locator("#portfolio [aria-current=true]")
  await expect(current).toHaveAttribute("aria-label", new RegExp(`^${ui.carousel.dotLabel} 2:`))
  for (const id of Object.keys(before)) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await expect(page.locator("main > section[id]:not([data-hydrated])")).toHaveCount(0)
  expect(await heights()).toEqual(before)
})

test("the promo bubble shows though the banner fired before the widget's code", async ({ page }) => {
  // The page's date stands still from the event (timers run): late code still finds it inside the bubble's 5 s.
  await page.clock.install()
  const late = await gotoWithLateCodeHeld(page)
  const fired = page.evaluate(
    () =>
      new Promise<number>(resolve =>
        addEventListener("triggerWhatsAppPromo", () => resolve(Date.now()), { once: true }),
      ),
  )
  // The banner fires its event 1 s after the click, while the widget's code is still held.
  await page.getByRole("link", { name: ui.banner.ctaLabel }).first().click()
  await page.clock.setFixedTime((await fired) + 100)
  await expect(page.getByTestId("promo-bubble")).toHaveCount(0)
  late.release()
  await expect(page.getByTestId("promo-bubble")).toBeVisible()
})
