/** The portfolio carousel in the browser tests: its parts by role and label from content, and its state. */
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"
import { content, gotoHydrated, ui, waitForLateCode } from "./landing-helpers"

export const items = content("portfolio").projects
/** The last project's position, and one in the middle, whatever the writers' count. */
export const LAST = items.length
export const MIDDLE = Math.ceil(items.length / 2)
export const root = (page: Page) => page.locator("#portfolio")
export const viewport = (page: Page) => page.getByTestId("zoom-viewport")

/** The active slide's position, 1 to the number of projects (the one marked active among the slides, in order). */
export async function activeSlide(page: Page): Promise<number> {
  const flags = await root(page)
    .locator(".keen-slider__slide")
    .evaluateAll(slides => slides.map(slide => slide.getAttribute("data-active") === "true"))
  expect(flags.filter(Boolean), "exactly one active slide").toHaveLength(1)
  return flags.indexOf(true) + 1
}

export const arrow = (page: Page, direction: "prev" | "next") =>
  root(page).getByRole("button", { name: direction === "prev" ? ui.carousel.previousLabel : ui.carousel.nextLabel })
export const dot = (page: Page, index: number) =>
  root(page).getByRole("button", { name: `${ui.carousel.dotLabel} ${index}: ${items[index - 1].name}` })
export const zoomIn = (page: Page) => root(page).getByRole("button", { name: ui.carousel.zoomInLabel })
export const zoomOut = (page: Page) => root(page).getByRole("button", { name: ui.carousel.zoomOutLabel })
export const reset = (page: Page) => root(page).getByRole("button", { name: ui.carousel.resetLabel })
export const playToggle = (page: Page, action: "pause" | "play") =>
  root(page).getByRole("button", {
    name: action === "pause" ? ui.carousel.pauseLabel : ui.carousel.playLabel,
    exact: true,
  })
export const region = (page: Page) => root(page).locator('[role="region"]')

export async function zoomState(page: Page) {
  const element = viewport(page)
  return {
    zoom: Number(await element.getAttribute("data-zoom")),
    x: Number(await element.getAttribute("data-pan-x")),
    y: Number(await element.getAttribute("data-pan-y")),
  }
}

export async function dragImage(page: Page, dx: number, dy: number) {
  const box = (await viewport(page).boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
  await page.mouse.move(x + dx, y + dy, { steps: 4 })
  await page.mouse.up()
}

export async function openCarousel(page: Page) {
  await gotoHydrated(page)
  await waitForLateCode(page, "portfolio")
  // Keep autoplay out of the way: the pointer rests on the carousel.
  await page.locator("#portfolio .keen-slider").hover()
}
