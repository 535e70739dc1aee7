import { promoWindow } from "../../src/features/promo/promo"
import { banner } from "../helpers/consent"
import { ui } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import type { Page } from "@playwright/test"
import { pageHydrated, scrollThroughPage } from "../helpers/page-checks"
import { serveInPieces } from "../helpers/streamed-html"
import { AFTER_WEEK, DURING_WEEK, HOUR, MINUTE } from "../helpers/week"

/**
 * Nothing a first visitor sees moves (total layout shift ≤ 0.01, docs/performance.md): not as the HTML arrives in
 * pieces on a slow connection, the cookie banner enters, the page hydrates, nor as the reader scrolls through fonts,
 * images and late code. The banner is never the largest paint.
 */
test.use({ consent: "none" })

const promo = promoWindow(ui.banner)
const PAGES = [
  { route: "/", at: promo ? promo.lastDayAt - 6 * HOUR : DURING_WEEK },
  { route: "/obrigado", at: DURING_WEEK },
  { route: "/semana-cliente", at: DURING_WEEK, ticking: true },
  { route: "/semana-cliente", at: AFTER_WEEK, state: "after the week" },
  { route: "/politica-de-privacidade", at: DURING_WEEK },
  { route: "/termos-de-uso", at: DURING_WEEK },
  { route: "/nao-existe", at: DURING_WEEK },
]

/** `time`: ms from the page's start; `sources`: what moved, like <section#pricing>. */
type Shift = { value: number; time: number; sources: string[] }
type Seen = { shifts: Shift[]; firstPaint?: number; htmlEnd?: number; largestInBanner?: boolean }

/** Records from the page's start each shift not caused by input, the first paint, the HTML's end and the largest paint. */
const observePage = (page: Page) =>
  page.addInitScript(() => {
    const seen: Seen = ((window as unknown as { seen: Seen }).seen = { shifts: [] })
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
    const observe = (
      type: string,
      record: (entry: Entry & PerformanceNavigationTiming & { element?: Element }) => void,
    ) =>
      new PerformanceObserver(list => list.getEntries().forEach(entry => record(entry as never))).observe({
        type,
        buffered: true,
      })
    observe("layout-shift", entry => {
      if (entry.hadRecentInput) return
      const sources = (entry.sources ?? []).map(({ node }) => {
        const element = node instanceof Text ? node.parentElement : node
        return element instanceof Element
          ? `<${element.tagName.toLowerCase()}#${element.id}.${element.className}>`
          : "?"
      })
      seen.shifts.push({ value: entry.value, time: Math.round(entry.startTime), sources })
    })
    observe("paint", entry => {
      if (entry.name === "first-contentful-paint") seen.firstPaint = entry.startTime
    })
    observe("navigation", entry => (seen.htmlEnd = entry.responseEnd))
    observe("largest-contentful-paint", entry => (seen.largestInBanner = Boolean(entry.element?.closest("#cc-main"))))
  })

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen)
const describeShifts = (shifts: readonly Shift[]) =>
  shifts.map(shift => `${shift.value.toFixed(5)} at ${shift.time} ms: ${shift.sources.join(", ")}`).join("\n")

/** The reader scrolls through the page (real frames: the test's clock fakes the page's); everything met arrives. */
async function readThrough(page: Page): Promise<void> {
  await scrollThroughPage(page, "frame")
  // A section passed before its observer was in place waits for the reader to come back to it.
  const waiting = page.locator("main > section[id]:not([data-hydrated])")
  for (const id of await waiting.evaluateAll(sections => sections.map(section => section.id))) {
    await page.locator(`main > section[id="${id}"]`).scrollIntoViewIfNeeded()
    await expect(page.locator(`main > section[id="${id}"]`), `#${id} hydrates`).toHaveAttribute("data-hydrated", "")
  }
  await expect(waiting).toHaveCount(0)
  // Every image the browser started to load has arrived (lazy ones it never asked for don't count).
  await page.waitForFunction(() => [...document.images].every(image => image.complete || image.currentSrc === ""))
}

for (const { route, at, ticking, state } of PAGES) {
  for (const width of [375, 1280]) {
    test(`${route}${state ? ` ${state}` : ""} at ${width} px moves nothing`, async ({ page, browser, baseURL }) => {
      // The last piece waits for the first paint, so the page is always seen half-arrived.
      let release = () => {}
      const painted = new Promise<void>(resolve => (release = resolve))
      const path = new URL(route, baseURL).pathname
      const proxy = await serveInPieces(browser, { upstream: baseURL!, path, width, at }, () => painted)
      try {
        await page.setViewportSize({ width, height: 800 })
        await page.context().addInitScript(() => {
          ;(window as unknown as { frame: typeof requestAnimationFrame }).frame = requestAnimationFrame.bind(window)
        })
        await page.clock.install({ time: at })
        await observePage(page)
        const requested: string[] = []
        page.on("request", request => requested.push(new URL(request.url()).pathname))
        await page.goto(`${proxy.origin}${route}`, { waitUntil: "commit" })
        await expect.poll(async () => (await seen(page)).firstPaint, { intervals: [50] }).toBeDefined()
        release()
        await page.waitForLoadState("load")
        await expect(banner(page)).toBeVisible()
        await pageHydrated(page)
        await page.evaluate(() => document.fonts.ready)
        await expect.poll(async () => (await seen(page)).htmlEnd).toBeDefined()
        const { firstPaint, htmlEnd, largestInBanner } = await seen(page)
        expect(firstPaint, "the page painted before the whole HTML arrived").toBeLessThan(htmlEnd!)
        expect(largestInBanner, "the largest paint is the cookie banner").toBe(false)

        await readThrough(page)
        const { shifts } = await seen(page)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        const significant = describeShifts(shifts.filter(shift => shift.value >= 0.001))
        expect(total, `layout shifts on ${route}:\n${significant}`).toBeLessThanOrEqual(0.01)
        expect(requested.filter(pathname => pathname.startsWith("/admin"))).toEqual([])

        if (ticking) {
          // Ten minutes one by one, then two hours, in the banner and by the price: not a single shift.
          await page.getByTestId("renewal-offer").scrollIntoViewIfNeeded()
          const before = (await seen(page)).shifts.length
          for (let minute = 0; minute < 10; minute++) await page.clock.runFor(MINUTE)
          await page.clock.runFor(2 * HOUR)
          const moved = (await seen(page)).shifts.slice(before)
          expect(moved, describeShifts(moved)).toEqual([])
        }
      } finally {
        release()
        await proxy.close()
      }
    })
  }
}
