import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"

/**
 * Blocks far below the first screen skip layout and paint until the visitor
 * nears them (src/ui/offscreen.ts): the first frame on a phone lays out only
 * what is near the viewport. They still render when scrolled to, and all at
 * once while an in-page link scrolls (src/lib/browser/scroll.ts).
 * `checkVisibility({ contentVisibilityAuto: true })` is false for an element
 * whose box the browser is skipping that way.
 */

/** The blocks that skip (each with `content-visibility: auto`), far below the first screen at 375 × 800. */
const BLOCKS_FAR_BELOW = {
  "/": ["#rodape"],
  "/semana-cliente": ["#guarantee", "#final-cta", "#rodape"],
  "/politica-de-privacidade": ["#contato", "#rodape"],
  "/termos-de-uso": ["article section[aria-label]", "#rodape"],
}

// A block's content is skipped when its first child is.
const rendered = (selector: string) =>
  document.querySelector(selector)?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? null

for (const [route, selectors] of Object.entries(BLOCKS_FAR_BELOW)) {
  test.describe(route, () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test("the blocks far below the first screen skip rendering until scrolled to, or while a link scrolls", async ({
      page,
    }) => {
      await page.goto(route)
      await pageHydrated(page)
      for (const selector of selectors) {
        // Far below: more than two screens down, out of the browser's margin around the viewport (half a screen).
        const block = page.locator(selector)
        expect(await block.evaluate(element => getComputedStyle(element).contentVisibility), selector).toBe("auto")
        expect(await block.evaluate(element => element.getBoundingClientRect().top), selector).toBeGreaterThan(2 * 800)
        expect(await page.evaluate(rendered, selector), `${selector} on load`).toBe(false)
      }
      await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""))
      for (const selector of selectors)
        await expect.poll(() => page.evaluate(rendered, selector), `${selector} during an in-page scroll`).toBe(true)
      await page.evaluate(() => document.documentElement.removeAttribute("data-render-all"))
      for (const selector of selectors) {
        await page.locator(selector).scrollIntoViewIfNeeded()
        await expect.poll(() => page.evaluate(rendered, selector), `${selector} scrolled to`).toBe(true)
        await expect(page.locator(selector)).toBeVisible()
      }
    })
  })
}
