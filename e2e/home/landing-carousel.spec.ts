import { expect, test } from "../helpers/fixtures"
import { gotoHydrated, gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"
import {
  items,
  LAST,
  MIDDLE,
  carousel,
  arrow,
  dot,
  playToggle,
  region,
  activeSlide,
  openCarousel,
} from "../helpers/carousel-helpers"

test("it holds every project of content with its prices", async ({ page }) => {
  await page.goto("/")
  await expect(carousel(page).locator(".keen-slider__slide")).toHaveCount(items.length)
  await expect(carousel(page).getByRole("button", { name: new RegExp(`^${ui.carousel.dotLabel}`) })).toHaveCount(
    items.length,
  )
  for (const [i, item] of items.entries()) {
    const slide = carousel(page).locator(".keen-slider__slide").nth(i)
    await expect(slide).toContainText(item.implementationValue)
    if (item.monthlyValue) await expect(slide).toContainText(item.monthlyValue)
    // Screen readers hear which project of how many, in the writers' words (ui.json).
    const name = ui.carousel.slideLabel
      .replace("{number}", String(i + 1))
      .replace("{total}", String(items.length))
      .replace("{name}", item.name)
    await expect(slide).toHaveAttribute("aria-label", name)
    await expect(slide).toHaveAttribute("aria-roledescription", ui.carousel.slideRoleDescription)
  }
})

test("arrows move one project and wrap around both ends", async ({ page }) => {
  await openCarousel(page)
  expect(await activeSlide(page)).toBe(1)
  await arrow(page, "next").click()
  await expect.poll(() => activeSlide(page)).toBe(2)
  await arrow(page, "prev").click()
  await expect.poll(() => activeSlide(page)).toBe(1)
  await arrow(page, "prev").click()
  await expect.poll(() => activeSlide(page)).toBe(LAST)
  await expect(dot(page, LAST)).toHaveAttribute("aria-current", "true")
  await arrow(page, "next").click()
  await expect.poll(() => activeSlide(page)).toBe(1)
})

test("dots jump to their project and mark it as current", async ({ page }) => {
  await openCarousel(page)
  await dot(page, MIDDLE).click()
  await expect.poll(() => activeSlide(page)).toBe(MIDDLE)
  await expect(dot(page, MIDDLE)).toHaveAttribute("aria-current", "true")
  await expect(dot(page, 1)).not.toHaveAttribute("aria-current", "true")
  await expect(carousel(page).locator('.keen-slider__slide[data-active="true"] h3')).toHaveText(items[MIDDLE - 1].name)
})

test("it advances every 5 s, pauses while the pointer is over it and resumes after", async ({ page }) => {
  await gotoWithPausedClock(page)
  await page.mouse.move(5, 5)
  await carousel(page).scrollIntoViewIfNeeded()
  // Autoplay waits for the slider, which is fetched as the carousel nears the viewport.
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(1)
  await page.mouse.move(5, 300)
  await page.clock.runFor(4_900)
  expect(await activeSlide(page)).toBe(1)
  await page.clock.runFor(100)
  await page.clock.runFor(1_000) // the slide animation
  await expect.poll(() => activeSlide(page)).toBe(2)

  await page.locator("#portfolio .keen-slider").hover()
  await expect(carousel(page).locator('[role="region"]')).toHaveAttribute("data-autoplay", "off")
  await page.clock.runFor(15_000)
  expect(await activeSlide(page)).toBe(2)

  await page.mouse.move(5, 300)
  await expect(carousel(page).locator('[role="region"]')).toHaveAttribute("data-autoplay", "on")
  await page.clock.runFor(5_000)
  await page.clock.runFor(1_000)
  await expect.poll(() => activeSlide(page)).toBe(3)
})

test("a visible pause button stops the automatic advance until the visitor presses play (WCAG 2.2.2)", async ({
  page,
}) => {
  await gotoWithPausedClock(page)
  // The section's code comes as it nears the viewport; a press before it would be a press on static HTML.
  await waitForLateCode(page, "portfolio", { pausedClock: true })
  await expect(playToggle(page, "play")).toHaveCount(0)
  await expect(playToggle(page, "pause")).toBeVisible()
  await playToggle(page, "pause").click()
  // The pointer leaves, so only the visitor's choice can be holding it.
  await page.mouse.move(5, 300)
  await expect(region(page)).toHaveAttribute("data-autoplay", "off")
  await expect(playToggle(page, "pause")).toHaveCount(0)
  await page.clock.runFor(16_000)
  expect(await activeSlide(page)).toBe(1)
  // The arrows still work while paused, and do not restart it.
  await arrow(page, "next").click()
  await page.mouse.move(5, 300)
  await page.clock.runFor(1_000)
  await expect.poll(() => activeSlide(page)).toBe(2)
  await page.clock.runFor(16_000)
  expect(await activeSlide(page)).toBe(2)

  await playToggle(page, "play").click()
  await page.mouse.move(5, 300)
  await expect(region(page)).toHaveAttribute("data-autoplay", "on")
  await expect(playToggle(page, "pause")).toBeVisible()
  await page.clock.runFor(5_000)
  await page.clock.runFor(1_000)
  await expect.poll(() => activeSlide(page)).toBe(3)
})

test("the pause button works from the keyboard", async ({ page }) => {
  await gotoHydrated(page)
  await waitForLateCode(page, "portfolio")
  await playToggle(page, "pause").focus()
  await page.keyboard.press("Enter")
  await expect(playToggle(page, "play")).toBeFocused()
  await page.keyboard.press("Space")
  await expect(playToggle(page, "pause")).toBeFocused()
})

test("with reduced motion it does not advance on its own, and the button offers to start it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await gotoWithPausedClock(page)
  await waitForLateCode(page, "portfolio", { pausedClock: true })
  await page.mouse.move(5, 300)
  await page.clock.runFor(16_000)
  expect(await activeSlide(page)).toBe(1)
  await expect(playToggle(page, "play")).toBeVisible()
  await playToggle(page, "play").click()
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(1)
  await page.mouse.move(5, 300)
  await page.clock.runFor(5_000)
  await page.clock.runFor(1_000)
  await expect.poll(() => activeSlide(page)).toBe(2)
})

test("when keen-slider never arrives, the arrows and dots still bring each project into view", async ({ page }) => {
  // Its request hangs, as on a connection that stalls once the page is up.
  await page.route("**/keen-slider-*.js", () => undefined)
  await openCarousel(page)
  const inView = (position: number) =>
    expect
      .poll(() =>
        carousel(page)
          .locator(".keen-slider__slide")
          .nth(position - 1)
          .evaluate(slide =>
            Math.round(slide.getBoundingClientRect().left - slide.parentElement!.getBoundingClientRect().left),
          ),
      )
      .toBe(0)
  await arrow(page, "next").click()
  await expect.poll(() => activeSlide(page)).toBe(2)
  await inView(2)
  await arrow(page, "prev").click()
  await arrow(page, "prev").click()
  await expect.poll(() => activeSlide(page)).toBe(LAST)
  await inView(LAST)
  await dot(page, MIDDLE).click()
  await expect(dot(page, MIDDLE)).toHaveAttribute("aria-current", "true")
  await inView(MIDDLE)
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(0)
})
