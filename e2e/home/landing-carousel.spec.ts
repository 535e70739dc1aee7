import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { content, gotoHydrated, gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"

const items = content("portfolio").projects
/** The last project's position, and one in the middle, whatever the writers' count. */
const LAST = items.length
const MIDDLE = Math.ceil(items.length / 2)
const carousel = (page: Page) => page.locator("#portfolio")
const viewport = (page: Page) => page.getByTestId("zoom-viewport")

/** The active slide's position, 1 to the number of projects (the one marked active among the slides, in order). */
async function activeSlide(page: Page): Promise<number> {
  const flags = await carousel(page)
    .locator(".keen-slider__slide")
    .evaluateAll(slides => slides.map(slide => slide.getAttribute("data-active") === "true"))
  expect(flags.filter(Boolean), "exactly one active slide").toHaveLength(1)
  return flags.indexOf(true) + 1
}

const arrow = (page: Page, direction: "prev" | "next") =>
  carousel(page).getByRole("button", { name: direction === "prev" ? ui.carousel.previousLabel : ui.carousel.nextLabel })
const dot = (page: Page, index: number) =>
  carousel(page).getByRole("button", { name: `${ui.carousel.dotLabel} ${index}: ${items[index - 1].name}` })
const zoomIn = (page: Page) => carousel(page).getByRole("button", { name: ui.carousel.zoomInLabel })
const zoomOut = (page: Page) => carousel(page).getByRole("button", { name: ui.carousel.zoomOutLabel })
const reset = (page: Page) => carousel(page).getByRole("button", { name: ui.carousel.resetLabel })
const playToggle = (page: Page, action: "pause" | "play") =>
  carousel(page).getByRole("button", {
    name: action === "pause" ? ui.carousel.pauseLabel : ui.carousel.playLabel,
    exact: true,
  })
const region = (page: Page) => carousel(page).locator('[role="region"]')

async function zoomState(page: Page) {
  const element = viewport(page)
  return {
    zoom: Number(await element.getAttribute("data-zoom")),
    x: Number(await element.getAttribute("data-pan-x")),
    y: Number(await element.getAttribute("data-pan-y")),
  }
}

async function dragImage(page: Page, dx: number, dy: number) {
  const box = (await viewport(page).boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
  await page.mouse.move(x + dx, y + dy, { steps: 4 })
  await page.mouse.up()
}

async function openCarousel(page: Page) {
  await gotoHydrated(page)
  // Scrolls to the carousel and waits for its code (it comes as the section nears the viewport).
  await waitForLateCode(page, "portfolio")
  // Keep autoplay out of the way: the pointer rests on the carousel.
  await page.locator("#portfolio .keen-slider").hover()
}

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
  await carousel(page).scrollIntoViewIfNeeded()
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

test("zoom goes from 1 to 3 in steps of 0.5 and shows its percentage above 100 %", async ({ page }) => {
  await openCarousel(page)
  const level = carousel(page).getByTestId("zoom-level")
  await expect(level).toHaveCount(0)
  await expect(zoomOut(page)).toBeDisabled()
  await expect(reset(page)).toBeDisabled()
  for (const [zoom, percent] of [
    [1.5, "150%"],
    [2, "200%"],
    [2.5, "250%"],
    [3, "300%"],
  ] as const) {
    await zoomIn(page).click()
    expect((await zoomState(page)).zoom).toBe(zoom)
    await expect(level).toHaveText(percent)
  }
  await expect(zoomIn(page)).toBeDisabled()
  for (let step = 0; step < 4; step += 1) await zoomOut(page).click()
  expect((await zoomState(page)).zoom).toBe(1)
  await expect(level).toHaveCount(0)
  await expect(zoomOut(page)).toBeDisabled()
})

test("a click on the image and the mouse wheel zoom too", async ({ page }) => {
  // The wheel zooms one step per 180 ms: the test moves the clock past that.
  await page.clock.install()
  await openCarousel(page)
  await viewport(page).click()
  expect((await zoomState(page)).zoom).toBe(1.5)
  const box = (await viewport(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -100)
  await expect.poll(async () => (await zoomState(page)).zoom).toBe(2)
  await page.clock.runFor(250)
  await page.mouse.wheel(0, 100)
  await expect.poll(async () => (await zoomState(page)).zoom).toBe(1.5)
  await page.clock.runFor(250)
  await page.mouse.wheel(0, 100)
  await expect.poll(async () => (await zoomState(page)).zoom).toBe(1)
})

test("unzoomed, a plain wheel over the image scrolls the page; Ctrl+wheel (a trackpad pinch) zooms", async ({
  page,
}) => {
  await openCarousel(page)
  const box = (await viewport(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.wheel(0, -120)
  await page.waitForFunction(previous => window.scrollY < previous, before)
  expect((await zoomState(page)).zoom).toBe(1)
  const box2 = (await viewport(page).boundingBox())!
  await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2)
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.keyboard.down("Control")
  await page.mouse.wheel(0, -100)
  await page.keyboard.up("Control")
  await expect.poll(async () => (await zoomState(page)).zoom).toBe(1.5)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})

test("at zoom 1 the image does not pan, and a swipe changes the slide", async ({ page }) => {
  await openCarousel(page)
  await dragImage(page, 0, 60)
  expect(await zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
  // A swipe past half the slide's width: the slider settles on the next one however slowly
  // the pointer moved (a shorter, slow drag snaps back, which a loaded machine makes of a quick one).
  const slider = (await carousel(page).locator(".keen-slider").boundingBox())!
  const image = (await viewport(page).boundingBox())!
  const start = { x: image.x + image.width - 10, y: image.y + image.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x - slider.width * 0.3, start.y, { steps: 4 })
  await page.mouse.move(Math.max(1, start.x - slider.width * 0.6), start.y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => activeSlide(page)).toBe(2)
  expect(await zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
})

test("zoomed, a drag pans within (zoom−1)×150 by (zoom−1)×100 px and does not change the slide", async ({ page }) => {
  await openCarousel(page)
  await zoomIn(page).click()
  await zoomIn(page).click()
  await dragImage(page, 60, -40)
  expect(await zoomState(page)).toEqual({ zoom: 2, x: 60, y: -40 })
  await dragImage(page, 600, -400)
  expect(await zoomState(page)).toEqual({ zoom: 2, x: 150, y: -100 })
  await zoomIn(page).click()
  await zoomIn(page).click()
  await dragImage(page, -900, 900)
  expect(await zoomState(page)).toEqual({ zoom: 3, x: -300, y: 200 })
  expect(await activeSlide(page)).toBe(1)
  const transform = await viewport(page)
    .locator(":scope > div")
    .evaluate(element => element.style.transform)
  expect(transform).toContain("translate3d(-300px, 200px, 0px) scale(3)")
})

test("the pan resets when zoom drops to 1.5 or less", async ({ page }) => {
  await openCarousel(page)
  await zoomIn(page).click()
  await zoomIn(page).click()
  await dragImage(page, 100, 60)
  expect(await zoomState(page)).toEqual({ zoom: 2, x: 100, y: 60 })
  await zoomOut(page).click()
  expect(await zoomState(page)).toEqual({ zoom: 1.5, x: 0, y: 0 })
})

test("the reset control returns to 100 % and the centre", async ({ page }) => {
  await openCarousel(page)
  await zoomIn(page).click()
  await zoomIn(page).click()
  await zoomIn(page).click()
  await dragImage(page, 80, 80)
  await reset(page).click()
  expect(await zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
  await expect(carousel(page).getByTestId("zoom-level")).toHaveCount(0)
})

test("selecting a dot resets zoom and pan", async ({ page }) => {
  await openCarousel(page)
  await zoomIn(page).click()
  await zoomIn(page).click()
  await dragImage(page, 90, 50)
  await dot(page, 4).click()
  await expect.poll(() => activeSlide(page)).toBe(4)
  expect(await zoomState(page)).toEqual({ zoom: 1, x: 0, y: 0 })
})

test("two-finger touch gestures on the image are blocked, one finger is not", async ({ page }) => {
  await openCarousel(page)
  const prevented = await viewport(page).evaluate(element => {
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
