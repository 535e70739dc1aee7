import { brl } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"
import * as carousel from "../helpers/carousel-helpers"

test("it holds every project; arrows move one and wrap; dots jump", async ({ page }) => {
  await carousel.openCarousel(page)
  const slides = carousel.root(page).locator(".keen-slider__slide")
  await expect(slides).toHaveCount(carousel.items.length)
  await expect(carousel.root(page).getByRole("button", { name: new RegExp(`^${ui.carousel.dotLabel}`) })).toHaveCount(
    carousel.items.length,
  )
  for (const [i, item] of carousel.items.entries()) {
    const slide = slides.nth(i)
    await expect(slide).toContainText(brl(item.implementationValue))
    if (item.monthlyValue != null) await expect(slide).toContainText(brl(item.monthlyValue))
    // Screen readers hear which project of how many, in the writers' words (ui.json).
    const name = ui.carousel.slideLabel
      .replace("{number}", String(i + 1))
      .replace("{total}", String(carousel.items.length))
      .replace("{name}", item.name)
    await expect(slide).toHaveAttribute("aria-label", name)
    await expect(slide).toHaveAttribute("aria-roledescription", ui.carousel.slideRoleDescription)
  }

  expect(await carousel.activeSlide(page)).toBe(1)
  await carousel.arrow(page, "next").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(2)
  await carousel.arrow(page, "prev").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(1)
  await carousel.arrow(page, "prev").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(carousel.LAST)
  await expect(carousel.dot(page, carousel.LAST)).toHaveAttribute("aria-current", "true")
  await carousel.arrow(page, "next").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(1)

  await carousel.dot(page, carousel.MIDDLE).click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(carousel.MIDDLE)
  await expect(carousel.dot(page, carousel.MIDDLE)).toHaveAttribute("aria-current", "true")
  await expect(carousel.dot(page, 1)).not.toHaveAttribute("aria-current", "true")
  await expect(carousel.root(page).locator('.keen-slider__slide[data-active="true"] h3')).toHaveText(
    carousel.items[carousel.MIDDLE - 1].name,
  )
})

test("it advances every 5 s, pauses under the pointer or by its button", async ({ page }) => {
  await gotoWithPausedClock(page)
  await page.mouse.move(5, 5)
  // The section's code comes as it nears the viewport; a press before it would be a press on static HTML.
  await waitForLateCode(page, "portfolio", { pausedClock: true })
  // Autoplay waits for the slider, fetched as the carousel nears the viewport.
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(1)
  await page.mouse.move(5, 300)
  await page.clock.runFor(4_900)
  expect(await carousel.activeSlide(page)).toBe(1)
  await page.clock.runFor(100)
  await page.clock.runFor(1_000) // the slide animation
  await expect.poll(() => carousel.activeSlide(page)).toBe(2)

  await page.locator("#portfolio .keen-slider").hover()
  await expect(carousel.region(page)).toHaveAttribute("data-autoplay", "off")
  await page.clock.runFor(15_000)
  expect(await carousel.activeSlide(page)).toBe(2)
  await page.mouse.move(5, 300)
  await expect(carousel.region(page)).toHaveAttribute("data-autoplay", "on")

  await expect(carousel.playToggle(page, "play")).toHaveCount(0)
  await carousel.playToggle(page, "pause").click()
  // The pointer leaves, so only the visitor's choice can be holding it.
  await page.mouse.move(5, 300)
  await expect(carousel.region(page)).toHaveAttribute("data-autoplay", "off")
  await expect(carousel.playToggle(page, "pause")).toHaveCount(0)
  await page.clock.runFor(16_000)
  expect(await carousel.activeSlide(page)).toBe(2)
  // The arrows still work while paused, and do not restart it.
  await carousel.arrow(page, "next").click()
  await page.mouse.move(5, 300)
  await page.clock.runFor(1_000)
  await expect.poll(() => carousel.activeSlide(page)).toBe(3)
  await page.clock.runFor(16_000)
  expect(await carousel.activeSlide(page)).toBe(3)

  // From the keyboard too: Enter plays, Space pauses; the button keeps the focus.
  await carousel.playToggle(page, "play").focus()
  await page.keyboard.press("Enter")
  await expect(carousel.playToggle(page, "pause")).toBeFocused()
  await page.keyboard.press("Space")
  await expect(carousel.playToggle(page, "play")).toBeFocused()
  await carousel.playToggle(page, "play").click()
  await page.mouse.move(5, 300)
  await expect(carousel.region(page)).toHaveAttribute("data-autoplay", "on")
  await page.clock.runFor(5_000)
  await page.clock.runFor(1_000)
  await expect.poll(() => carousel.activeSlide(page)).toBe(4)
})

test("with reduced motion it does not advance on its own, and the button offers to start it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await gotoWithPausedClock(page)
  await waitForLateCode(page, "portfolio", { pausedClock: true })
  await page.mouse.move(5, 300)
  await page.clock.runFor(16_000)
  expect(await carousel.activeSlide(page)).toBe(1)
  await carousel.playToggle(page, "play").click()
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(1)
  await page.mouse.move(5, 300)
  await page.clock.runFor(5_000)
  await page.clock.runFor(1_000)
  await expect.poll(() => carousel.activeSlide(page)).toBe(2)
})

test("when keen-slider never arrives, the arrows and dots still bring each project into view", async ({ page }) => {
  // Its request hangs, as on a connection that stalls once the page is up.
  await page.route("**/keen-slider-*.js", () => undefined)
  await carousel.openCarousel(page)
  const inView = (position: number) =>
    expect
      .poll(() =>
        carousel
          .root(page)
          .locator(".keen-slider__slide")
          .nth(position - 1)
          .evaluate(slide =>
            Math.round(slide.getBoundingClientRect().left - slide.parentElement!.getBoundingClientRect().left),
          ),
      )
      .toBe(0)
  await carousel.arrow(page, "next").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(2)
  await inView(2)
  // One press at a time: the strip's position while a scroll is under way is not yet a slide.
  await carousel.arrow(page, "prev").click()
  await inView(1)
  await carousel.arrow(page, "prev").click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(carousel.LAST)
  await inView(carousel.LAST)
  await carousel.dot(page, carousel.MIDDLE).click()
  await expect(carousel.dot(page, carousel.MIDDLE)).toHaveAttribute("aria-current", "true")
  await inView(carousel.MIDDLE)
  await expect(page.locator("#portfolio [data-slider-ready]")).toHaveCount(0)
})
