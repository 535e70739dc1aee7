import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { afterMount, gotoWithPausedClock, ui } from "../helpers/landing-helpers"

const banner = (page: Page) => page.getByRole("region", { name: ui.banner.text })

test("the banner is in the static HTML with its box reserved, hidden until its entrance", async ({ request }) => {
  const html = await (await request.get("/")).text()
  expect(html).toContain(ui.banner.text)
  expect(html).toMatch(/data-promo-banner=""[^>]*data-entered="false"/)
})

test("the banner enters 100 ms after load without moving the page", async ({ page }) => {
  await gotoWithPausedClock(page)
  const bar = banner(page)
  const heroTop = await page.locator("h1").evaluate(element => element.getBoundingClientRect().top)
  await expect(bar).toHaveAttribute("data-entered", "false")
  await afterMount(page, 99)
  await expect(bar).toHaveAttribute("data-entered", "false")
  await afterMount(page, 100)
  await expect(bar).toHaveAttribute("data-entered", "true")
  await expect(bar).toBeVisible()
  await expect(bar.getByText(ui.banner.text)).toBeVisible()
  // Nothing below moved when it appeared.
  expect(await page.locator("h1").evaluate(element => element.getBoundingClientRect().top)).toBe(heroTop)
})

test("the banner is sticky at the top while the page scrolls", async ({ page }) => {
  await gotoWithPausedClock(page)
  await page.clock.runFor(200)
  await page.locator("#pricing").scrollIntoViewIfNeeded()
  // Polled: the entrance transition runs on the real clock.
  await expect.poll(async () => (await banner(page).boundingBox())?.y).toBe(0)
})

test("the countdown shows the real time left until local midnight and ticks", async ({ page }) => {
  await gotoWithPausedClock(page)
  const countdown = page.getByTestId("promo-countdown")
  await expect(countdown).toHaveText("05:30:00")
  await expect(banner(page)).toContainText(ui.banner.countdownPrefix)
  await afterMount(page, 1_000)
  await expect(countdown).toHaveText("05:29:59")
  await afterMount(page, 61_000)
  await expect(countdown).toHaveText("05:28:59")
})

test("the countdown near midnight counts the last seconds", async ({ page }) => {
  await gotoWithPausedClock(page, new Date("2025-06-14T23:59:50-03:00"))
  await expect(page.getByTestId("promo-countdown")).toHaveText("00:00:10")
})

test("the 'few hours left' line appears 10 s after load and leaves 3 s later", async ({ page }) => {
  await gotoWithPausedClock(page)
  const hurry = page.getByText(ui.banner.hurryLine)
  await afterMount(page, 9_999)
  await expect(hurry).toBeHidden()
  await afterMount(page, 10_000)
  await expect(hurry).toBeVisible()
  await afterMount(page, 12_999)
  await expect(hurry).toBeVisible()
  await afterMount(page, 13_000)
  await expect(hurry).toBeHidden()
  await afterMount(page, 43_000)
  await expect(hurry).toBeHidden()
})

test("the close button dismisses the banner", async ({ page }) => {
  await gotoWithPausedClock(page)
  await page.clock.runFor(200)
  await banner(page).getByRole("button", { name: ui.banner.closeLabel }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByText(ui.banner.text)).toBeHidden()
})

test("'Quero aproveitar' scrolls to pricing and fires triggerWhatsAppPromo 1 s later", async ({ page }) => {
  await gotoWithPausedClock(page)
  await page.clock.runFor(200)
  await page.evaluate(() => {
    const win = window as unknown as { promoEvents: number }
    win.promoEvents = 0
    window.addEventListener("triggerWhatsAppPromo", () => {
      win.promoEvents += 1
    })
  })
  const promoEvents = () => page.evaluate(() => (window as unknown as { promoEvents: number }).promoEvents)
  const cta = banner(page).getByRole("link", { name: ui.banner.ctaLabel })
  await expect(cta).toHaveAttribute("href", "#pricing")
  await cta.click()
  await expect(page).toHaveURL(/#pricing$/)
  await expect(page.locator("#pricing h2")).toBeInViewport()
  await page.clock.runFor(999)
  expect(await promoEvents()).toBe(0)
  await page.clock.runFor(1)
  expect(await promoEvents()).toBe(1)
  // The contact widget hears it.
  await expect(page.getByText(ui.widget.promoBubble)).toBeVisible()
})
