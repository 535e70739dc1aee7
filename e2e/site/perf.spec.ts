import type { Page } from "@playwright/test"
import { expect, isLocal, test, type ExternalRequest } from "../helpers/fixtures"
import { dataLayer, tagLoaderDone } from "../helpers/consent"
import { pageHydrated, watchCsp } from "../helpers/page-checks"

// Performance a visitor feels; the budgets (Lighthouse, LCP, TBT, bytes) are `npm run bench`'s.
const ROUTES = ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/nao-existe"]

test.describe("with the tags accepted", () => {
  test.use({ consent: "accepted" })
  test("each route loads the tags once, after load, by Gatsby's Script", async ({ page, external }) => {
    const violations = await watchCsp(page)
    for (const route of ROUTES) {
      const from = external.length
      await page.goto(route)
      await page.waitForLoadState("load")
      const loadAt = await page.evaluate(
        () => performance.timeOrigin + performance.getEntriesByType("navigation")[0].loadEventStart,
      )
      // The visitor stays without touching anything until the tag loader is done and every tag is asked for.
      await tagLoaderDone(page)
      const sent = () => external.slice(from)
      for (const tag of ["/gtm.js?id=", "/gtag/js?id=", "connect.facebook.net"])
        await expect.poll(() => sent().some(request => request.url.includes(tag)), `${route}: ${tag}`).toBe(true)
      const urls = (requests: ExternalRequest[]) => requests.map(request => request.url)
      expect(
        urls(sent()).filter(url => url.includes("/gtm.js?id=")),
        `${route}: GTM once`,
      ).toHaveLength(1)
      const appLoaded = (await dataLayer(page)).find(
        entry => (entry as { event?: string }).event === "react_app_loaded",
      )
      expect(appLoaded).toMatchObject({ page_title: await page.title(), page_location: expect.stringContaining(route) })
      expect(urls(sent().filter(request => request.at < loadAt)), `${route}: before the load event`).toEqual([])
      // After load, only scripts that Gatsby's <Script> put in the page (data-strategy); none in the HTML.
      const scriptTags = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>("script[data-strategy][src]")].map(script => script.src),
      )
      const others = sent().filter(request => !(request.resourceType === "script" && scriptTags.includes(request.url)))
      expect(urls(others), `${route}: not by Gatsby's Script`).toEqual([])
      expect(await (await page.request.get(route)).text(), route).not.toMatch(/<script\b[^>]*\bsrc="https?:/)
    }
    expect(violations).toEqual([])
  })
})

test("a Gatsby script that fails once is fetched again, no reload", async ({ page }) => {
  // Gatsby's loader asks for the page's chunk once and, when that fails, leaves the page without React.
  const requests: string[] = []
  const late = (url: URL) => /^\/(framework|app|component---src-pages-obrigado-tsx)-\w+\.js$/.test(url.pathname)
  await page.route(late, async route => {
    const file = new URL(route.request().url()).pathname.split("-")[0]
    requests.push(file)
    if (requests.filter(request => request === file).length === 1) return route.fulfill({ status: 503, body: "" })
    return route.continue()
  })
  await page.goto("/obrigado")
  await pageHydrated(page)
  for (const file of ["/framework", "/app", "/component"])
    expect(requests.filter(request => request === file).length, `${file} asked for again`).toBeGreaterThan(1)
})

// A desktop scrollbar appears once the page outgrows the window: a page painted half-arrived would move sideways.
test("the pages keep their width as they grow taller than the window", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] })
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } })
    await page.route(
      url => !isLocal(url),
      route => route.abort(),
    )
    for (const route of ["/", "/obrigado", "/semana-cliente"]) {
      await page.goto(route)
      const widths = await page.evaluate(() => {
        const layoutWidth = () => document.documentElement.getBoundingClientRect().width
        const long = layoutWidth()
        // As at the first paint, when only the top of the HTML has arrived: shorter than the window.
        document.body.style.display = "none"
        const short = layoutWidth()
        document.body.style.display = ""
        return { long, short, window: window.innerWidth }
      })
      // The scrollbar takes room (else this test proves nothing), and the same room in both cases.
      expect(widths.long, `${route}: no scrollbar shown`).toBeLessThan(widths.window)
      expect(widths.short, `${route}: the page's width changes with its height`).toBe(widths.long)
    }
  } finally {
    await browser.close()
  }
})

/** The image file the largest paint so far waited for, if any (not one whose pixels came in the HTML). */
const largestPaintFile = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>(resolve =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const { element } = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
          const fetched = element instanceof HTMLImageElement && !element.currentSrc.startsWith("data:")
          resolve(fetched ? element.outerHTML.slice(0, 160) : "")
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  )

// A phone the size of Lighthouse's: the hero poster is the largest thing on the first screen.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const route of ["/", "/semana-cliente"]) {
    test(`${route}: the largest paint comes with the HTML`, async ({ page }) => {
      let release = () => {}
      const held = new Promise<void>(resolve => (release = resolve))
      await page.route(/\/static\/.+\.(avif|webp|jpe?g|png)$/, async route => {
        await held
        await route.continue()
      })
      await page.goto(route, { waitUntil: "domcontentloaded" })
      await largestPaintFile(page)
      release()
      const sharpPoster = page.locator('picture img[loading="eager"]')
      await expect
        .poll(() => sharpPoster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      // Two frames: the sharp file is on screen, and any paint entry for it has been reported.
      await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await largestPaintFile(page), "the largest paint waited for an image file").toBe("")
    })
  }
})
