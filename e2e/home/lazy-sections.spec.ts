import type { Page } from "@playwright/test"
import { copy } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { content, ui } from "../helpers/landing-helpers"
import { holdCheckout, leadForm, leadModalReady } from "../helpers/lead-helpers"
import { chunksStillMissing, failLateScripts, holdLateScripts } from "../helpers/page-checks"

/**
 * Below-the-fold sections and the contact widget fetch their code late
 * (src/sections/deferred.tsx). These tests hold every script that is
 * not first-load JavaScript and check what a visitor's clicks do meanwhile:
 * controls are links or native elements that work without the section's
 * code, and those that cannot are visibly disabled until it arrives.
 */
const phases = content("journey").phases
const agents = content("agents").agents

async function gotoWithLateCodeHeld(page: Page) {
  const late = await holdLateScripts(page)
  await page.goto("/")
  // The root has hydrated: the page's own listeners are in place.
  await leadModalReady(page)
  return late
}

test("a plan button pressed before the pricing code arrives opens the lead modal, not the checkout", async ({
  page,
  context,
}) => {
  const checkout = await holdCheckout(context)
  const late = await gotoWithLateCodeHeld(page)
  // The premise: the pricing section is still static HTML when the button is pressed.
  await expect(page.locator("#pricing")).not.toHaveAttribute("data-hydrated")
  await page.locator('[data-plan="max"]').click()
  expect(late.held.length).toBeGreaterThan(0)
  late.release()
  await expect(page.getByRole("dialog", { name: leadForm.title })).toBeVisible()
  expect(checkout.requests).toEqual([])
})

test("phases and agent cards open their dialogs before their section's code arrives", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  const phase = phases[2]
  await page.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` }).click()
  await expect(page.getByRole("dialog", { name: phase.title })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  const agent = agents[0]
  await page.getByRole("button", { name: agent.title, exact: true }).click()
  await expect(page.getByRole("dialog", { name: agent.title })).toBeVisible()
  await expect(page.locator("#journey")).not.toHaveAttribute("data-hydrated")
  await expect(page.locator("#agents")).not.toHaveAttribute("data-hydrated")
  expect(late.held.length).toBeGreaterThan(0)
})

test("the contact button opens its panel before the widget's code arrives", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  await page.getByRole("button", { name: ui.widget.openLabel }).click()
  await expect(page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) })).toBeVisible()
  await expect(page.locator("#contact-widget")).not.toHaveAttribute("data-hydrated")
  expect(late.held.length).toBeGreaterThan(0)
})

test("before the demos' code arrives, a poster's play link opens the player's page in a new tab", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  const video = content("demos").videos[0]
  // The premise: the demos section is still static HTML when the poster is clicked.
  await expect(page.locator("#demos")).not.toHaveAttribute("data-hydrated")
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` }).click(),
  ])
  expect(popup.url()).toContain(`/embed/${video.videoId}`)
  expect(late.held.length).toBeGreaterThan(0)
})

test("before the hero's code arrives (once the page is idle), its buttons scroll and its poster opens the player", async ({
  page,
}) => {
  const late = await gotoWithLateCodeHeld(page)
  const hero = copy("home", "hero")
  await expect(page.locator("#hero")).not.toHaveAttribute("data-hydrated")
  await page.locator("#hero").getByRole("link", { name: hero.ctaLabel, exact: true }).click()
  await expect(page.locator("#pricing h2")).toBeInViewport()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .locator("#hero")
      .getByRole("link", { name: `${ui.video.playLabel}: ${hero.videoTitle}` })
      .click(),
  ])
  expect(popup.url()).toContain(`/embed/${hero.videoId}`)
  await expect(page.locator("#hero")).not.toHaveAttribute("data-hydrated")
  late.release()
  await expect(page.locator("#hero")).toHaveAttribute("data-hydrated", "")
})

test("a section whose code fails to load gets it on a later try, without a reload", async ({ page }) => {
  const scripts = await failLateScripts(page)
  await page.goto("/")
  await leadModalReady(page)
  // The hero's code comes once the page is idle, the pricing's as it nears the viewport.
  await expect(page.locator("#hero")).toHaveAttribute("data-hydrated", "")
  await page.locator("#pricing").scrollIntoViewIfNeeded()
  await expect(page.locator("#pricing")).toHaveAttribute("data-hydrated", "")
  // The premise: their scripts did fail the first time.
  expect(scripts.failed.length).toBeGreaterThan(0)
  expect(scripts.retried.length).toBeGreaterThan(0)
})

/**
 * How many times each late script fails: with webpack's waits (plugins/chunk-load-retry: 1 s, 2 s, 4 s,
 * then every 8 s), about two and a half minutes of a phone without signal.
 */
const FAILURES = 21

/** Each page's chunk group, and its parts whose code comes late: those with pictures, the price, the banner. */
const PAGES_WITH_LATE_CODE = [
  {
    route: "/",
    pageChunk: "component---src-pages-index-tsx",
    parts: ["#hero", "#members", "#portfolio", "#testimonials", "#pricing"],
  },
  {
    route: "/semana-cliente",
    pageChunk: "component---src-pages-semana-cliente-tsx",
    parts: ["#banner-da-semana", "#hero", "#pricing", "#testimonials"],
  },
]

// A first visit: the consent banner's code comes at idle too (a returning visitor's waits for a click).
test.describe("a first visit", () => {
  test.use({ consent: "none" })

  for (const { route, pageChunk, parts } of PAGES_WITH_LATE_CODE) {
    test(`${route}: a phone without signal for minutes keeps its page, late code that fails for minutes reloads nothing`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      // The page's own clock, so its retry timers (about 2.5 minutes of them) run in a moment.
      await page.clock.install()
      // Every late script fails for minutes; webpack keeps asking, and gets it once the signal is back.
      const scripts = await failLateScripts(page, { times: FAILURES, pageChunk })
      const documents: string[] = []
      page.on("framenavigated", frame => frame === page.mainFrame() && documents.push(frame.url()))
      await page.goto(route)
      await leadModalReady(page)
      await page.evaluate(() => ((window as unknown as { firstDocument: boolean }).firstDocument = true))
      // Each part brought near the viewport in turn.
      const sections = parts.map(id => page.locator(id))
      for (const section of sections) await section.scrollIntoViewIfNeeded()
      await expect
        .poll(
          async () => {
            // Failures come back over the network in real time; the page's waits between tries pass here.
            await page.clock.runFor(8_000)
            const hydrated = await Promise.all(sections.map(section => section.getAttribute("data-hydrated")))
            return {
              // Gatsby reloads the page when a failed chunk goes unhandled: that would be a second document.
              documents: documents.length,
              sectionsWaiting: hydrated.filter(value => value === null).length,
              // The consent banner's code too (it shows on a first visit, and "Preferências de cookies" needs it).
              consentReady: await page.locator('html[data-consent="ready"]').count(),
              // Each failed script came through, or a bigger one that carries its chunk did.
              scriptsWaiting: await chunksStillMissing(
                page,
                scripts.failed.filter(file => !scripts.retried.includes(file)),
              ),
            }
          },
          { timeout: 150_000 },
        )
        .toEqual({ documents: 1, sectionsWaiting: 0, consentReady: 1, scriptsWaiting: [] })
      expect(await page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument)).toBe(true)
      // The premise: scripts failed (for minutes, then came through, above).
      expect(scripts.failed.length).toBeGreaterThan(0)
    })
  }
})

test("the carousel's controls are disabled until its code arrives, then work", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  const next = page.locator("#portfolio").getByRole("button", { name: ui.carousel.nextLabel, exact: true })
  await next.scrollIntoViewIfNeeded()
  await expect(next).toBeDisabled()
  late.release()
  await expect(next).toBeEnabled()
  await next.click()
  await expect(page.locator("#portfolio [aria-current=true]")).toHaveAttribute(
    "aria-label",
    new RegExp(`^${ui.carousel.dotLabel} 2:`),
  )
})

test("the promo bubble still shows when the banner's call to action came before the widget's code", async ({
  page,
}) => {
  // The page's clock runs as usual until the event; then its date stands still (timers still run), so
  // the code arriving late on a busy machine still finds the event inside the bubble's 5 s.
  await page.clock.install()
  const late = await gotoWithLateCodeHeld(page)
  const promoFiredAt = page.evaluate(
    () =>
      new Promise<number>(resolve =>
        window.addEventListener("triggerWhatsAppPromo", () => resolve(Date.now()), { once: true }),
      ),
  )
  await page.getByRole("link", { name: ui.banner.ctaLabel }).first().click()
  // The banner fires its event 1 s after the click, while the widget's code is still held.
  await page.clock.setFixedTime((await promoFiredAt) + 100)
  await expect(page.getByTestId("promo-bubble")).toHaveCount(0)
  late.release()
  await expect(page.getByTestId("promo-bubble")).toBeVisible()
})

test("no section changes height when its code arrives (its styles are in the static HTML)", async ({ page }) => {
  const late = await gotoWithLateCodeHeld(page)
  // Every section rendered (as during an in-page scroll), so off-screen ones show their real height.
  const heights = () =>
    page.evaluate(() => {
      document.documentElement.setAttribute("data-render-all", "")
      return Object.fromEntries(
        [...document.querySelectorAll("main > section[id]")].map(section => [
          section.id,
          Math.round(section.getBoundingClientRect().height),
        ]),
      )
    })
  const before = await heights()
  expect(Object.keys(before).length).toBeGreaterThan(10)
  late.release()
  for (const id of Object.keys(before)) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator("main > section[id]:not([data-hydrated])").count()).toBe(0)
  expect(await heights()).toEqual(before)
})
