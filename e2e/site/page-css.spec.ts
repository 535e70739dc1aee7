import { expect, test } from "../helpers/fixtures"
import { pageHydrated, sectionsHydrated } from "../helpers/page-checks"

/**
 * A page's CSS comes in the server's style tag (src/lib/page-css.ts). Were
 * the app to move that tag, or insert its rules again, as it starts, the
 * browser would restyle the whole page in the app's start-up task, which a
 * visitor's phone pays for before the page answers a tap.
 */

declare global {
  interface Window {
    pageCssRemovals?: number
  }
}

for (const route of ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/404"]) {
  test(`${route} comes alive with its CSS where the server put it, and none of it inserted again`, async ({ page }) => {
    await page.addInitScript(() => {
      window.pageCssRemovals = 0
      new MutationObserver(records => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement && node.hasAttribute("data-page-css")) window.pageCssRemovals! += 1
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(route)
    await pageHydrated(page)
    // The sections whose code comes late render their own styled elements too.
    await sectionsHydrated(page)
    const css = await page.evaluate(() => {
      const tag = document.querySelector("style[data-page-css]")
      const ids = new Set(tag?.getAttribute("data-page-css")?.split(" "))
      // Emotion's own tags in the browser, whose rules it inserted with insertRule.
      const inserted = [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].flatMap(style =>
        [...(style.sheet?.cssRules ?? [])].map(rule => rule.cssText),
      )
      return {
        inHead: tag?.parentElement === document.head,
        ids: ids.size,
        removals: window.pageCssRemovals,
        insertedAgain: inserted.filter(rule => [...rule.matchAll(/\.css-([\w-]+)/g)].some(([, id]) => ids.has(id))),
      }
    })
    expect(css.inHead, `${route} has the server's style tag in its head`).toBe(true)
    expect(css.ids).toBeGreaterThan(0)
    expect(css.removals, "times the server's style tag was moved").toBe(0)
    expect(css.insertedAgain).toEqual([])
  })
}
