import { brl, fill } from "../helpers/content"
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
    const name = fill(ui.carousel.slideLabel, { number: i + 1, total: carousel.items.length, name: item.name })
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

test("the zoom buttons go from 1 to 3; a drag pans within bounds; reset undoes it", async ({ page }) => {
  await carousel.openCarousel(page)
  const level = carousel.root(page).getByTestId("zoom-level")
  await expect(level).toHaveCount(0)
  await expect(carousel.zoomOut(page)).toBeDisabled()
  await expect(carousel.reset(page)).toBeDisabled()
  for (const zoom of [1.5, 2, 2.5, 3]) {
    await carousel.zoomIn(page).click()
    expect((await carousel.zoomState(page)).zoom).toBe(zoom)
    await expect(level).toHaveText(`${zoom * 100}%`)
  }
  await expect(carousel.zoomIn(page)).toBeDisabled()
  // Zoomed, a drag pans within (zoom−1)×150 by (zoom−1)×100 px and does not change the slide.
  await carousel.dragImage(page, 60, -40)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 3, x: 60, y: -40 })
  await carousel.dragImage(page, -900, 900)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 3, x: -300, y: 200 })
  expect(await carousel.activeSlide(page)).toBe(1)
  const transform = await carousel
    .viewport(page)
    .locator(":scope > div")
    .evaluate(element => element.style.transform)
  expect(transform).toContain("translate3d(-300px, 200px, 0px) scale(3)")
  await carousel.zoomOut(page).click()
  await carousel.zoomOut(page).click()
  await carousel.dragImage(page, 600, -400)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 2, x: 150, y: -100 })
  // The pan resets when the zoom drops to 1.5 or less.
  await carousel.zoomOut(page).click()
  expect(await carousel.zoomState(page)).toEqual({ zoom: 1.5, x: 0, y: 0 })
  await carousel.zoomOut(page).click()
  expect((await carousel.zoomState(page)).zoom).toBe(1)
  await expect(level).toHaveCount(0)
  await expect(carousel.zoomOut(page)).toBeDisabled()

  await carousel.zoomIn(page).click()
  await carousel.zoomIn(page).click()
  await carousel.dragImage(page, 80, 80)
  await carousel.reset(page).click()
  expect(await carousel.zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
  await expect(level).toHaveCount(0)
  await carousel.zoomIn(page).click()
  await carousel.zoomIn(page).click()
  await carousel.dragImage(page, 90, 50)
  await carousel.dot(page, 4).click()
  await expect.poll(() => carousel.activeSlide(page)).toBe(4)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
})

test("a click and the wheel zoom; unzoomed, a plain wheel scrolls the page", async ({ page }) => {
  // The wheel zooms at most one step per moment (WHEEL_STEP_MS in src/ui/carousel/CarouselZoom.tsx): the test moves the clock past it.
  await page.clock.install()
  await carousel.openCarousel(page)
  const centre = async () => {
    const box = (await carousel.viewport(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  }
  const before = await page.evaluate(() => window.scrollY)
  await centre()
  await page.mouse.wheel(0, -120)
  await page.waitForFunction(previous => window.scrollY < previous, before)
  expect((await carousel.zoomState(page)).zoom).toBe(1)
  await centre()
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.keyboard.down("Control")
  await page.mouse.wheel(0, -100)
  await page.keyboard.up("Control")
  await expect.poll(async () => (await carousel.zoomState(page)).zoom).toBe(1.5)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await page.clock.runFor(250)
  await carousel.reset(page).click()

  await carousel.viewport(page).click()
  expect((await carousel.zoomState(page)).zoom).toBe(1.5)
  await centre()
  await page.mouse.wheel(0, -100)
  await expect.poll(async () => (await carousel.zoomState(page)).zoom).toBe(2)
  await page.clock.runFor(250)
  await page.mouse.wheel(0, 100)
  await expect.poll(async () => (await carousel.zoomState(page)).zoom).toBe(1.5)
  await page.clock.runFor(250)
  await page.mouse.wheel(0, 100)
  await expect.poll(async () => (await carousel.zoomState(page)).zoom).toBe(1)
})

test("unzoomed, a swipe changes the slide; two-finger touches are blocked", async ({ page }) => {
  await carousel.openCarousel(page)
  await carousel.dragImage(page, 0, 60)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
  // Past half the slide's width: a shorter, slow drag (a loaded machine's quick one) would snap back.
  const slider = (await carousel.root(page).locator(".keen-slider").boundingBox())!
  const image = (await carousel.viewport(page).boundingBox())!
  const start = { x: image.x + image.width - 10, y: image.y + image.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x - slider.width * 0.3, start.y, { steps: 4 })
  await page.mouse.move(Math.max(1, start.x - slider.width * 0.6), start.y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => carousel.activeSlide(page)).toBe(2)
  expect(await carousel.zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })

  const prevented = await carousel.viewport(page).evaluate(element => {
    const touch = (id: number, x: number) => new Touch({ identifier: id, target: element, clientX: x, clientY: 100 })
    const send = (touches: Touch[]) => {
      const event = new TouchEvent("touchmove", {
        touches,
        targetTouches: touches,
        changedTouches: touches,
        cancelable: true,
        bubbles: true,
      })
      element.dispatchEvent(event)
      return event.defaultPrevented
    }
    return { two: send([touch(1, 100), touch(2, 200)]), one: send([touch(1, 100)]) }
  })
  expect(prevented).toEqual({ two: true, one: false })
})
