import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { content, gotoHydrated, ui } from "../helpers/landing-helpers"

const phases = content("journey").phases
const agents = content("agents").agents

const phaseButton = (page: Page, phase: (typeof phases)[number]) =>
  page.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` })

/**
 * Whether a click at the element's centre (brought inside the viewport) would reach it:
 * the browser's own hit test, the one a visitor's click goes through.
 */
function clickLandsOn(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1)
  const hit = document.elementFromPoint(x, y)
  return hit !== null && element.contains(hit)
}

async function expectScrollLocked(page: Page, locked: boolean) {
  const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow)
  expect(overflow === "hidden").toBe(locked)
}

/** A click on the dimmed page around the dialog. */
async function clickBackdrop(page: Page) {
  await page.mouse.click(6, page.viewportSize()!.height - 6)
}

async function openAndCheckClosePaths(page: Page, opener: Locator, name: string) {
  const dialog = page.getByRole("dialog", { name })
  const paths: Array<[string, () => Promise<void>]> = [
    ["X", () => dialog.getByRole("button", { name: ui.modal.closeLabel }).click()],
    ["Escape", () => page.keyboard.press("Escape")],
    ["backdrop", () => clickBackdrop(page)],
  ]
  for (const [, close] of paths) {
    await opener.click()
    await expect(dialog).toBeVisible()
    await expectScrollLocked(page, true)
    await close()
    await expect(dialog).toBeHidden()
    await expectScrollLocked(page, false)
    // Focus goes back to what opened it.
    await expect(opener).toBeFocused()
  }
}

test.describe("phase modal", () => {
  test("shows the phase's intro, learnings and expected result", async ({ page }) => {
    await gotoHydrated(page)
    const phase = phases[3]
    await phaseButton(page, phase).click()
    const dialog = page.getByRole("dialog", { name: phase.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(phase.modal.intro)
    for (const learning of phase.modal.learnings) await expect(dialog).toContainText(learning)
    await expect(dialog).toContainText(phase.modal.expectedResult)
    // Focus moved into the dialog.
    expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true)
  })

  test("closes by X, Escape and the overlay, unlocking scroll and returning focus", async ({ page }) => {
    await gotoHydrated(page)
    await openAndCheckClosePaths(page, phaseButton(page, phases[0]), phases[0].title)
  })

  test("the page behind does not scroll while it is open", async ({ page }) => {
    await gotoHydrated(page)
    await phaseButton(page, phases[1]).click()
    // The dialog's code is fetched on the first click: measure once it is open.
    await expect(page.getByRole("dialog")).toBeVisible()
    const scrollY = () => page.evaluate(() => window.scrollY)
    const twoFrames = () =>
      page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
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
    await twoFrames()
    expect(await scrollY()).toBe(before)
    // The control: with the dialog closed, the same wheel does scroll the page.
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toBeHidden()
    await page.mouse.move(6, 400)
    await page.mouse.wheel(0, 1200)
    await expect.poll(scrollY).not.toBe(before)
  })

  test("its call to action closes it and scrolls to pricing", async ({ page }) => {
    await gotoHydrated(page)
    await phaseButton(page, phases[4]).click()
    await page.getByRole("dialog").getByRole("link", { name: ui.modal.phaseCtaLabel }).click()
    await expect(page.getByRole("dialog")).toBeHidden()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.locator("#pricing h2")).toBeInViewport()
    await expectScrollLocked(page, false)
  })
})

test.describe("agent modal", () => {
  test("shows tools, title, description, features and the practical example", async ({ page }) => {
    await gotoHydrated(page)
    const agent = agents.find(entry => entry.category === "advanced")!
    await page.getByRole("button", { name: agent.title, exact: true }).click()
    const dialog = page.getByRole("dialog", { name: agent.title })
    await expect(dialog).toBeVisible()
    for (const tool of agent.tools) await expect(dialog).toContainText(tool)
    await expect(dialog).toContainText(agent.modal.description)
    for (const feature of agent.modal.features) await expect(dialog).toContainText(feature)
    await expect(dialog).toContainText(agent.modal.story)
  })

  test("closes by X, Escape and the backdrop, unlocking scroll and returning focus", async ({ page }) => {
    await gotoHydrated(page)
    await openAndCheckClosePaths(
      page,
      page.getByRole("button", { name: agents[0].title, exact: true }),
      agents[0].title,
    )
  })

  test("only one modal is open at a time", async ({ page }) => {
    await gotoHydrated(page)
    await page.getByRole("button", { name: agents[1].title, exact: true }).click()
    await expect(page.locator("dialog[open]")).toHaveCount(1)
    // The page behind is covered: a click where another card is lands on the dialog's layer, not on the card.
    const other = page.locator("#agents button", { hasText: agents[2].title })
    await expect(other).toBeVisible()
    expect(await other.evaluate(clickLandsOn)).toBe(false)
    await page.keyboard.press("Escape")
    await page.getByRole("button", { name: agents[2].title, exact: true }).click()
    await expect(page.locator("dialog[open]")).toHaveCount(1)
    await expect(page.getByRole("dialog")).toHaveAccessibleName(agents[2].title)
  })
})

for (const [width, columns] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the agent grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto("/")
    for (const group of ["basic", "advanced"]) {
      const grid = page.getByTestId(`agents-${group}`)
      // As a visitor sees it: an off-screen section skips layout until it nears the viewport.
      await grid.scrollIntoViewIfNeeded()
      const tops = await grid
        .locator(":scope > li")
        .evaluateAll(items => items.map(item => Math.round(item.getBoundingClientRect().top)))
      const firstRow = tops.filter(top => top === tops[0]).length
      expect(firstRow).toBe(Math.min(columns, tops.length))
    }
    for (const group of ["basic", "advanced"]) {
      const count = agents.filter(agent => agent.category === group).length
      await expect(page.getByTestId(`agents-${group}`).locator(":scope > li")).toHaveCount(count)
    }
  })
}
