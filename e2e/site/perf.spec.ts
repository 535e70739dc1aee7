import type { Page } from "@playwright/test"
import { tagLoaderDone } from "../helpers/consent-helpers"
import { expect, isLocal, test } from "../helpers/fixtures"
import { waitForLateCode } from "../helpers/landing-helpers"
import {
  describeShifts,
  imagesArrived,
  layoutShifts,
  observeLayoutShifts,
  pageHydrated,
  scrollThroughPage,
  sectionsHydrated,
} from "../helpers/page-checks"

/**
 * Performance behaviour a visitor feels, checked in the browser. The budgets
 * themselves (Lighthouse scores, LCP, TBT, bytes) live in `npm run bench`.
 */

const ROUTES = ["/", "/obrigado", "/semana-cliente"]

interface TimedRequest {
  url: string
  resourceType: string
  /** Milliseconds after the page's load event started; negative means before it. */
  afterLoadMs: number
}

/** Records every non-local request of the page with the wall-clock time it was sent. */
function recordExternal(page: Page): Array<{ url: string; resourceType: string; at: number }> {
  const sent: Array<{ url: string; resourceType: string; at: number }> = []
  page.on("request", request => {
    if (!isLocal(request.url())) sent.push({ url: request.url(), resourceType: request.resourceType(), at: Date.now() })
  })
  return sent
}

async function loadEventEpoch(page: Page): Promise<number> {
  await page.waitForLoadState("load")
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation")
    return performance.timeOrigin + navigation.loadEventStart
  })
}

// A visitor who accepted the tags on an earlier visit: the most third-party traffic a page can have.
// (Before any choice nothing third-party loads at all: e2e/consent/consent-banner.spec.ts.)
test.describe("with the tags accepted", () => {
  test.use({ consent: "accepted" })
  for (const route of ROUTES) {
    test(`${route}: no third-party request before the visitor interacts, except Gatsby Script tags after load`, async ({
      page,
      external,
    }) => {
      const sent = recordExternal(page)
      await page.goto(route)
      const loadAt = await loadEventEpoch(page)
      // The visitor stays without touching anything until the tag loader is done: the tag manager,
      // which comes last (about 1 s after mount), has been requested.
      await tagLoaderDone(page)
      await expect.poll(() => external.some(request => request.url.includes("/gtm.js"))).toBe(true)
      const timed: TimedRequest[] = sent.map(request => ({
        url: request.url,
        resourceType: request.resourceType,
        afterLoadMs: Math.round(request.at - loadAt),
      }))
      // The accepted tags were requested (and the fixture answered them: nothing left the machine).
      expect(timed.length).toBeGreaterThan(0)

      const beforeLoad = timed.filter(request => request.afterLoadMs < 0)
      expect(beforeLoad, `third-party requests of ${route} before the load event`).toEqual([])

      // After load, only scripts that Gatsby's <Script> put in the page (data-strategy) may go out.
      const scriptTagSources = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>("script[data-strategy][src]")].map(script => script.src),
      )
      const notFromGatsbyScript = timed.filter(
        request => !(request.resourceType === "script" && scriptTagSources.includes(request.url)),
      )
      expect(notFromGatsbyScript, `third-party requests of ${route} not started by Gatsby's Script`).toEqual([])
      // Gatsby's Script strategies wait at least for hydration; none is inline in the static HTML.
      const html = await (await page.request.get(route)).text()
      const externalScriptsInHtml = [...html.matchAll(/<script\b[^>]*\bsrc="(https?:\/\/[^"]+)"/g)].map(
        match => match[1],
      )
      expect(externalScriptsInHtml, `third-party <script src> in the static HTML of ${route}`).toEqual([])
    })
  }
})

// plugins/scripts-after-first-paint: the page's own HTML is on screen before React is fetched and run.
for (const route of ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/404"]) {
  test(`${route} paints its HTML before fetching Gatsby's scripts, then comes alive`, async ({ page }) => {
    await page.goto(route)
    await pageHydrated(page)
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(entry => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name))
        .map(entry => ({ url: entry.name, startTime: entry.startTime })),
    }))
    expect(timing.firstContentfulPaint, `${route} reported no first contentful paint`).toBeGreaterThan(0)
    expect(timing.scripts.map(script => new URL(script.url).pathname.split("-")[0])).toEqual(
      expect.arrayContaining(["/webpack", "/framework", "/app"]),
    )
    for (const script of timing.scripts)
      expect(script.startTime, `${script.url} fetched before the first paint`).toBeGreaterThan(
        timing.firstContentfulPaint,
      )
  })
}

test("a Gatsby script that fails to load is fetched again, and the page comes alive without a reload", async ({
  page,
}) => {
  const requests: string[] = []
  await page.route(/\/(framework|app)-\w+\.js$/, async route => {
    const file = new URL(route.request().url()).pathname
    requests.push(file)
    // The first request of each answers with a server error; the next ones get the file.
    if (requests.filter(request => request === file).length === 1) return route.fulfill({ status: 503, body: "" })
    return route.continue()
  })
  await page.goto("/obrigado")
  await pageHydrated(page)
  // The premise: both failed once, and were asked for again.
  expect(requests.filter(file => file.startsWith("/framework-"))).toHaveLength(2)
  expect(requests.filter(file => file.startsWith("/app-"))).toHaveLength(2)
})

test("a page whose component chunk fails to load once still comes alive, without a reload", async ({ page }) => {
  // Gatsby's loader asks for this chunk once and, when that fails, leaves the page without React.
  const requests: string[] = []
  await page.route(
    url => /^\/component---src-pages-obrigado-tsx-\w+\.js$/.test(url.pathname),
    async route => {
      requests.push(route.request().url())
      if (requests.length === 1) return route.fulfill({ status: 503, body: "" })
      return route.continue()
    },
  )
  await page.goto("/obrigado")
  await pageHydrated(page)
  // The premise: the first request failed, and the chunk was asked for again.
  expect(requests.length).toBeGreaterThan(1)
})

test("a video's player loads from the privacy-enhanced domain only after a click on its poster", async ({
  page,
  external,
}) => {
  await page.goto("/")
  await page.waitForLoadState("load")
  await expect(page.locator("iframe")).toHaveCount(0)
  // The hero's poster: its play link plays in place once the hero's code has come (once the page is idle).
  await waitForLateCode(page, "hero")
  const play = page.locator("main a[href*='/embed/']").first()
  await play.click()
  const player = page.locator("iframe").first()
  await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await expect
    .poll(() => external.some(request => request.url.startsWith("https://www.youtube-nocookie.com/embed/")))
    .toBe(true)
  expect(
    external.filter(
      request => /youtube\.com|ytimg|googlevideo/.test(request.url) && !request.url.includes("youtube-nocookie"),
    ),
  ).toEqual([])
})

for (const route of ROUTES) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`${route} at ${viewport.width} px does not shift while the banner, fonts, images and videos load`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await observeLayoutShifts(page)
      await page.goto(route)
      await page.waitForLoadState("load")
      await page.evaluate(() => document.fonts.ready)
      // The page has come alive (the home banner makes its entrance 100 ms after), then the reader
      // scrolls through it, and everything met on the way has arrived: every section's code has
      // hydrated it and every image the browser started to load is complete.
      await pageHydrated(page)
      await scrollThroughPage(page)
      await sectionsHydrated(page)
      await imagesArrived(page)
      const shifts = await layoutShifts(page)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      const significant = describeShifts(shifts.filter(shift => shift.value >= 0.001))
      expect(total, `layout shifts on ${route}:\n${significant}`).toBeLessThanOrEqual(0.01)
    })
  }
}

// A desktop browser shows a scrollbar once the page is taller than the window. A page painted while
// its HTML still arrives is not yet, so the scrollbar's appearance would move the page sideways
// (Lighthouse desktop saw it on /semana-cliente). Playwright hides scrollbars unless told not to.
test("the pages keep their width whether or not they are taller than the window yet", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // The suite's own Chromium and flags (playwright.config.ts), with the scrollbars shown.
  const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] })
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } })
    // Nothing leaves the machine (the other tests' fixture does this for their own browser).
    await page.route(
      url => !isLocal(url.href),
      route => route.abort(),
    )
    for (const route of ROUTES) {
      await page.goto(route)
      const widths = await page.evaluate(() => {
        // The width the page is laid out in.
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

// The pages with pictures (the thank-you page has none).
for (const route of ["/", "/semana-cliente"]) {
  test(`every image on ${route} tells the browser its rendered width (real sizes, not gatsby-plugin-image's default)`, async ({
    page,
  }) => {
    await page.goto(route)
    const images = await page.locator("picture img, picture source").evaluateAll(elements =>
      elements.map(element => ({
        html: element.outerHTML.slice(0, 120),
        sizes: element.getAttribute("sizes") ?? "",
      })),
    )
    // A renamed attribute would leave nothing to check.
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.sizes, image.html).not.toBe("")
      // gatsby-plugin-image's default for a constrained image: "(min-width: 400px) 400px, 100vw".
      expect(image.sizes, image.html).not.toMatch(/^\(min-width: (\d+)px\) \1px, 100vw$/)
    }
  })
}

interface LargestPaint {
  /** The largest paint is an image fetched on its own (not one whose pixels came in the HTML). */
  fetchedImage: boolean
  html: string
}

/** The page's largest contentful paint so far (the last entry Chrome reported). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LargestPaint>(resolve =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
          const image = entry.element instanceof HTMLImageElement ? entry.element : null
          resolve({
            fetchedImage: image !== null && !image.currentSrc.startsWith("data:"),
            html: entry.element?.outerHTML.slice(0, 160) ?? "",
          })
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  )

// A phone the size of Lighthouse's: the hero poster is the largest thing on the first screen.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const route of ["/", "/semana-cliente"]) {
    test(`${route}: the largest paint comes with the HTML; the sharp poster arriving later is not a new one`, async ({
      page,
    }) => {
      // Every image file waits until the first screen has been checked, as on a slow connection.
      let release = () => {}
      const held = new Promise<void>(resolve => (release = resolve))
      await page.route(/\/static\/.+\.(avif|webp|jpe?g|png)$/, async route => {
        await held
        await route.continue()
      })
      await page.goto(route, { waitUntil: "domcontentloaded" })
      // The first screen has painted (a largest paint is reported) without any image file.
      await largestPaint(page)
      release()
      const sharpPoster = page.locator('picture img[loading="eager"]')
      await expect
        .poll(() => sharpPoster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      // Two frames: the sharp file is on screen, and any paint entry for it has been reported.
      await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))))
      const largest = await largestPaint(page)
      expect(largest.fetchedImage, `the largest paint waited for an image file: ${largest.html}`).toBe(false)
    })
  }
})
