import type { Page } from "@playwright/test"
import { fillTemplate } from "../../src/lib/fill-template"
import { BANNER_ENTRANCE_MS } from "../../src/features/promo/promo-event"
import { promoEndDate, promoWindow, PROMO_FEW_HOURS_MS } from "../../src/features/promo/promo"
import { expect, test } from "../helpers/fixtures"
import { afterMount, content, gotoWithPausedClock, stepClockUntil, ui } from "../helpers/landing-helpers"
import { openPlan } from "../helpers/lead-helpers"
import { HOUR, SECOND } from "../helpers/week"

/** The home promo tells the truth at every moment of content's dates (ui.json → banner). */
const promo = promoWindow(ui.banner)

const ENDS = promo?.endsAt ?? 0
/** 00:00 in São Paulo of the promo's last day; 18:30 the day before; 5 h 30 min before the end. */
const LAST_DAY = promo?.lastDayAt ?? 0
const DAY_BEFORE = new Date(LAST_DAY - 5.5 * HOUR)
const LAST_EVENING = new Date(ENDS - 5.5 * HOUR)
const AFTER = new Date(ENDS + HOUR)

const untilText = promo ? fillTemplate(ui.banner.untilText, { date: promoEndDate(promo) }) : ""
const bonus = content("plans").plans.flatMap(plan => (plan.promoBonus ?? []).map(item => ({ plan: plan.id, item })))

const bar = (page: Page) => page.locator("[data-promo-banner]")
const banner = (page: Page, name = ui.banner.text) => page.getByRole("region", { name, exact: true })
const countdown = (page: Page) => page.getByTestId("promo-countdown")
/** The banner's code (countdown, clock) comes as the page mounts, or at a pointer on it. */
async function bannerCode(page: Page): Promise<void> {
  await bar(page).hover()
  const hydrated = async () => (await bar(page).getAttribute("data-hydrated")) !== null
  await stepClockUntil(page, hydrated, "the banner's code comes")
}

/** Steps the paused clock to `ms` of performance.now() (the hurry line counts from the page's start). */
async function atPageTime(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now())
  if (now > ms) throw new Error(`already ${now - ms} ms past ${ms} ms`)
  await page.clock.runFor(ms - now)
}

const planCard = (page: Page, planId: string) =>
  page.locator("#pricing article", { has: page.locator(`[data-plan="${planId}"]`) })

// Content may set no promo dates: then the page shows no banner and makes no urgency claim.
if (!promo) {
  test("with no promo dates the home page shows no banner and claims no urgency", async ({ page }) => {
    await page.goto("/")
    await expect(bar(page)).toHaveCount(0)
  })
} else {
  test("before the last day it names the end date, never 'só hoje', with no countdown", async ({ page }) => {
    await gotoWithPausedClock(page, DAY_BEFORE)
    await page.clock.runFor(200)
    await expect(banner(page, untilText)).toBeVisible()
    await expect(page.getByText(ui.banner.text)).toBeHidden()
    await expect(countdown(page)).toBeHidden()
    // The bonus is on while the promo is, on the cards and in the lead.
    for (const { plan, item } of bonus)
      await expect(planCard(page, plan).getByText(item, { exact: true })).toBeVisible()
    if (bonus.length === 0) return
    const dialog = await openPlan(page, bonus[0].plan)
    for (const { item } of bonus.filter(({ plan }) => plan === bonus[0].plan))
      await expect(dialog.getByText(item, { exact: true })).toBeVisible()
  })

  test("the banner enters without moving the page, stays on top, and closes", async ({ page }) => {
    await gotoWithPausedClock(page, LAST_EVENING)
    const hero = page.locator("h1")
    const heroTop = await hero.evaluate(element => element.getBoundingClientRect().top)
    // Its entrance is a CSS animation (it runs on the real clock, with or without the banner's code):
    // 100 ms late, and hidden until it starts.
    const entrance = await bar(page).evaluate(element => {
      const style = getComputedStyle(element)
      return { name: style.animationName, delay: style.animationDelay, fill: style.animationFillMode }
    })
    expect(entrance.name).not.toBe("none")
    expect(entrance).toMatchObject({ delay: `${BANNER_ENTRANCE_MS / 1000}s`, fill: "backwards" })
    await expect(bar(page)).toHaveCSS("opacity", "1")
    await expect(banner(page)).toBeVisible()
    // Nothing below moved when it appeared.
    expect(await hero.evaluate(element => element.getBoundingClientRect().top)).toBe(heroTop)
    await page.clock.runFor(200)
    await page.locator("#pricing").scrollIntoViewIfNeeded()
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(0)
    await banner(page).getByRole("button", { name: ui.banner.closeLabel }).click()
    await expect(bar(page)).toBeHidden()
    await expect(page.getByText(ui.banner.text)).toBeHidden()
  })

  test("on the last day it says 'só hoje', counts down, and hurries for 3 s", async ({ page }) => {
    expect(ENDS - LAST_EVENING.getTime()).toBeLessThanOrEqual(PROMO_FEW_HOURS_MS)
    await gotoWithPausedClock(page, LAST_EVENING)
    await bannerCode(page)
    await expect(banner(page)).toContainText(ui.banner.countdownPrefix)
    await expect(page.getByText(untilText)).toBeHidden()
    await expect(countdown(page)).toHaveText("05:30:00")
    await afterMount(page, 1_000)
    await expect(countdown(page)).toHaveText("05:29:59")
    const hurry = page.getByText(ui.banner.hurryLine)
    const shown = { 9_999: false, 10_000: true, 12_999: true, 13_000: false, 43_000: false }
    for (const [at, visible] of Object.entries(shown)) {
      await atPageTime(page, Number(at))
      await expect(hurry, `at ${at} ms`).toBeVisible({ visible })
    }
    await afterMount(page, 61_000)
    await expect(countdown(page)).toHaveText("05:28:59")
  })

  async function runUntil(page: Page, instant: number, ms = 0): Promise<void> {
    const now = await page.evaluate(() => Date.now())
    await page.clock.runFor(instant - ms - now)
  }

  test("at midnight before the last day the words turn to 'só hoje' without a reload", async ({ page }) => {
    await gotoWithPausedClock(page, new Date(LAST_DAY - 5 * SECOND))
    await bannerCode(page)
    await runUntil(page, LAST_DAY, 1)
    await expect(banner(page, untilText)).toBeVisible()
    await page.clock.runFor(1)
    await expect(banner(page)).toBeVisible()
    await expect(page.getByText(untilText)).toBeHidden()
    await expect(countdown(page)).toBeVisible()
  })

  test("at the end the banner and the bonus go, without a reload and without a flash", async ({ page }) => {
    await gotoWithPausedClock(page, new Date(ENDS - 5 * SECOND))
    await bannerCode(page)
    await runUntil(page, ENDS, 1)
    await expect(countdown(page)).toHaveText("00:00:01")
    await expect(banner(page)).toBeVisible()
    await page.clock.runFor(1)
    await expect(bar(page)).toBeHidden()
    await page.locator("#pricing").scrollIntoViewIfNeeded()
    for (const { plan, item } of bonus) await expect(planCard(page, plan).getByText(item, { exact: true })).toBeHidden()
  })

  test("after the end a visitor sees no banner and no bonus, on the cards nor in the lead", async ({ page }) => {
    await gotoWithPausedClock(page, AFTER)
    // Hidden from the first paint (the head script), before any component code ran.
    await expect(bar(page)).toBeHidden()
    await expect(page.getByText(ui.banner.text)).toBeHidden()
    await page.locator("#pricing").scrollIntoViewIfNeeded()
    for (const { plan, item } of bonus) {
      await expect(planCard(page, plan).getByText(item, { exact: true })).toBeHidden()
      const dialog = await openPlan(page, plan)
      await expect(dialog.getByText(item, { exact: true })).toBeHidden()
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
    }
  })

  test("the 'few hours left' line stays away while more than a few hours remain", async ({ page }) => {
    await gotoWithPausedClock(page, new Date(ENDS - PROMO_FEW_HOURS_MS - HOUR))
    await bannerCode(page)
    await atPageTime(page, 11_000)
    await expect(page.getByText(ui.banner.hurryLine)).toBeHidden()
  })

  test("'Quero aproveitar' scrolls to pricing and fires triggerWhatsAppPromo 1 s later", async ({ page }) => {
    await gotoWithPausedClock(page, LAST_EVENING)
    await page.clock.runFor(200)
    type Counted = { promoEvents: number }
    await page.evaluate(() => {
      ;(window as unknown as Counted).promoEvents = 0
      window.addEventListener("triggerWhatsAppPromo", () => (window as unknown as Counted).promoEvents++)
    })
    const promoEvents = () => page.evaluate(() => (window as unknown as Counted).promoEvents)
    const cta = banner(page).getByRole("link", { name: ui.banner.ctaLabel })
    await expect(cta).toHaveAttribute("href", "#pricing")
    await cta.click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.locator("#pricing h2")).toBeInViewport()
    await page.clock.runFor(999)
    expect(await promoEvents()).toBe(0)
    await page.clock.runFor(1)
    expect(await promoEvents()).toBe(1)
    await expect(page.getByText(ui.widget.promoBubble)).toBeVisible()
  })
}
