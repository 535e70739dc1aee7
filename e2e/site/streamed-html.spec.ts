import { expect, test } from "../helpers/fixtures"
import { describeShifts, layoutShifts, observeLayoutShifts, pageHydrated } from "../helpers/page-checks"
import { firstScreenBlockOffsets, serveInPieces } from "../helpers/streamed-html"

/**
 * On a slow connection the HTML arrives in pieces, and the browser paints each piece as it comes.
 * What is already on screen must stay where it is as the rest arrives: a box centred on its own
 * content, or one centred in the window's height, would move (a bookmark tip on /obrigado did).
 * A first visit, as from an ad: the cookie banner comes too.
 */

const ROUTES = ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/nao-existe"]

test.use({ consent: "none" })

for (const route of ROUTES) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`${route} at ${viewport.width} px does not shift while its HTML arrives block by block`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const upstream = new URL(route, baseURL).href
      const html = await (await fetch(upstream)).text()
      const offsets = await firstScreenBlockOffsets(browser, upstream, html, viewport)
      // The last piece waits for the first paint, so the page is always seen half-arrived.
      let release = () => {}
      const painted = new Promise<void>(resolve => (release = resolve))
      const proxy = await serveInPieces(upstream, new URL(upstream).pathname, html, offsets, {
        beforeLastPiece: () => painted,
      })
      try {
        await page.setViewportSize(viewport)
        await observeLayoutShifts(page)
        await page.goto(`${proxy.origin}${route}`, { waitUntil: "commit" })
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
          polling: 50,
        })
        release()
        await page.waitForLoadState("load")
        await pageHydrated(page)
        const timing = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation")
          const [firstPaint] = performance.getEntriesByName("first-contentful-paint") as Array<
            PerformanceEntry | undefined
          >
          return { firstPaint: firstPaint?.startTime ?? Infinity, htmlEnd: navigation.responseEnd }
        })
        // The page painted before the last piece came, else this test proves nothing.
        expect(timing.firstPaint, `${route}: nothing painted before the whole HTML arrived`).toBeLessThan(
          timing.htmlEnd,
        )
        const shifts = await layoutShifts(page)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        const significant = describeShifts(shifts.filter(shift => shift.value >= 0.001))
        expect(total, `layout shifts on ${route} while its HTML arrived:\n${significant}`).toBeLessThanOrEqual(0.01)
      } finally {
        release()
        await proxy.close()
      }
    })
  }
}
