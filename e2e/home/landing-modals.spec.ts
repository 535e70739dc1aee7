import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { content, gotoHydrated, ui } from "../helpers/landing-helpers"
import { expectNoAxeViolations, watchCsp } from "../helpers/page-checks"

const phases = content("journey").phases
const agents = content("agents").agents

const phaseButton = (page: Page, phase: (typeof phases)[number]) =>
  page.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` })

/** Whether a click at the element's centre (inside the viewport) would reach it, by the browser's own hit test. */
function clickLandsOn(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1)
  const hit = document.elementFromPoint(x, y)
  return hit !== null && element.contains(hit)
}

const expectScrollLocked = async (page: Page, locked: boolean) =>
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow === "hidden")).toBe(locked)

async function openAndCheckClosePaths(page: Page, opener: Locator, name: string) {
  const violations = await watchCsp(page)
  const dialog = page.getByRole("dialog", { name })
  let checked = false
  const closers = [
    () => dialog.getByRole("button", { name: ui.modal.closeLabel }).click(),
    () => page.keyboard.press("Escape"),
    () => page.mouse.click(6, page.viewportSize()!.height - 6), // the dimmed page around it
  ]
  for (const close of closers) {
    await opener.click()
    await expect(dialog).toBeVisible()
    await expectScrollLocked(page, true)
    // Focus moved into the dialog: the page behind is inert. The page itself: site/a11y.spec.ts.
    expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
    if (!checked) await expectNoAxeViolations(page, `the dialog "${name}"`, "dialog[open]")
    checked = true
    await close()
    await expect(dialog).toBeHidden()
    await expectScrollLocked(page, false)
    await expect(opener).toBeFocused()
  }
  expect(violations, "CSP violations").toEqual([])
}

test("a phase's dialog shows its content, closes three ways, and locks scroll", async ({ page }) => {
  await gotoHydrated(page)
  const phase = phases[3]
  await openAndCheckClosePaths(page, phaseButton(page, phase), phase.title)
  await phaseButton(page, phase).click()
  const dialog = page.getByRole("dialog", { name: phase.title })
  await expect(dialog).toContainText(phase.modal.intro)
  for (const learning of phase.modal.learnings) await expect(dialog).toContainText(learning)
  await expect(dialog).toContainText(phase.modal.expectedResult)

  const scrollY = () => page.evaluate(() => window.scrollY)
  const before = await scrollY()
  // Counts the wheel events the page receives, so the check below runs once the wheel has reached it.
  await page.evaluate(() => {
    const win = window as unknown as { wheels: number }
    win.wheels = 0
    window.addEventListener("wheel", () => (win.wheels += 1), { capture: true, passive: true })
  })
  await page.mouse.move(6, 400)
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBeGreaterThan(0)
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await scrollY()).toBe(before)
  // The control: with the dialog closed, the same wheel does scroll the page.
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await page.mouse.move(6, 400)
  await page.mouse.wheel(0, 1200)
  await expect.poll(scrollY).not.toBe(before)
})

test("an agent's dialog shows its content, closes three ways, and is alone", async ({ page }) => {
  await gotoHydrated(page)
  const agent = agents.find(entry => entry.category === "advanced")!
  const opener = page.getByRole("button", { name: agent.title, exact: true })
  await openAndCheckClosePaths(page, opener, agent.title)
  await opener.click()
  const dialog = page.getByRole("dialog", { name: agent.title })
  for (const tool of agent.tools) await expect(dialog).toContainText(tool)
  await expect(dialog).toContainText(agent.modal.description)
  for (const feature of agent.modal.features) await expect(dialog).toContainText(feature)
  await expect(dialog).toContainText(agent.modal.story)
  // The page behind is covered: a click where another card is lands on the dialog's layer, not on the card.
  const other = agents.find(entry => entry !== agent)!
  await expect(page.locator("dialog[open]")).toHaveCount(1)
  expect(await page.locator("#agents button", { hasText: other.title }).evaluate(clickLandsOn)).toBe(false)
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: other.title, exact: true }).click()
  await expect(page.locator("dialog[open]")).toHaveCount(1)
  await expect(page.getByRole("dialog")).toHaveAccessibleName(other.title)
})
