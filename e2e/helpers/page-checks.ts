/** Checks several specs run on a page: axe, and the layout shifts a visitor would see. */
import { readFileSync } from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { priceValue } from "./content"
import { expect } from "./fixtures"

/** Runs axe (all its default rules: WCAG 2.x A/AA and best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, context: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const readable = violations.map(
    violation =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(node => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n")}`,
  )
  expect(readable, `axe violations on ${context}`).toEqual([])
}

export interface LayoutShift {
  value: number
  /** When it happened, in ms from the page's start. */
  time: number
  /** What moved, like <section#pricing.css-abc>. */
  sources: string[]
}

/** Records every layout shift not caused by input, from the very start of the page (call before goto). */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; time: number; sources: string[] }> = []
    ;(window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(source => {
            const node = source.node instanceof Text ? source.node.parentElement : source.node
            if (!(node instanceof Element)) return node?.nodeName ?? "?"
            return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ").join(".")}` : ""}>`
          }),
        })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The shifts recorded so far (see observeLayoutShifts). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)
}

/** A readable list of shifts for a failure message. */
export const describeShifts = (shifts: readonly LayoutShift[]): string =>
  shifts.map(shift => `${shift.value.toFixed(5)} at ${shift.time} ms: ${shift.sources.join(", ")}`).join("\n")

/** The page's root has hydrated (gatsby-browser sets data-page-hydrated). */
export async function pageHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-page-hydrated]")).toHaveCount(1)
}

/** The buy links carry the visitor's campaign and the variant (html[data-checkout-links="ready"]). */
export async function checkoutLinksReady(page: Page): Promise<void> {
  await page.locator('html[data-checkout-links="ready"]').waitFor({ state: "attached" })
}

/**
 * Every instalment offer ("Nx de R$ V") in `text` that does not state, right after it, the total
 * it adds up to ("(total R$ T)", T = N × V), as CDC art. 52 asks; and how many there are in all.
 */
export function instalmentsWithoutTotal(text: string): { found: number; withoutTotal: string[] } {
  const found = [...text.matchAll(/(\d+)x de (R\$\s[\d.,]+)(?:\s*\(total (R\$\s[\d.,]+)\))?/g)]
  const wrong = found.filter(
    ([, count, value, total]) => !total || Math.abs(priceValue(total) - Number(count) * priceValue(value)) > 0.005,
  )
  return { found: found.length, withoutTotal: wrong.map(([match]) => match) }
}

/**
 * The page's whole text, the parts not yet rendered on screen included (content-visibility: auto), its
 * text nodes apart (as separate elements read), scripts and styles left out.
 */
export const wholeText = (page: Page) =>
  page.locator("body").evaluate(body => {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
    const parts: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style")) parts.push(node.textContent ?? "")
    }
    return parts.join(" ")
  })

/** The JSON-LD blocks of the page. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map(block => JSON.parse(block) as Record<string, unknown>)
}

/**
 * Collects Content-Security-Policy violations, across navigations: those the
 * browser reports in the console and the page's securitypolicyviolation events.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on("console", message => {
    const text = message.text()
    if (/Content Security Policy|CSP-VIOLATION/.test(text)) violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/**
 * Scrolls through the whole page like a reader, one screenful drawn (two
 * frames) at a time, then back to the top: what comes near the viewport on
 * the way (sections' code, lazy images) starts loading. Script scrolling,
 * because wheel events count as input.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.8))
  // The height is read at every step: sections grow from their placeholder size as they render.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate(
      top =>
        new Promise(resolve => {
          window.scrollTo({ top, behavior: "instant" })
          requestAnimationFrame(() => requestAnimationFrame(resolve))
        }),
      y,
    )
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

/**
 * Every section whose code comes late (src/sections/deferred.tsx) has
 * hydrated. A section passed before its observer was in place (a fast scroll
 * right after hydration) waits for the reader to come back: each one still
 * static is scrolled into view and awaited, then the page goes back to the top.
 */
export async function sectionsHydrated(page: Page): Promise<void> {
  const waiting = page.locator("main > section[id]:not([data-hydrated])")
  for (const id of await waiting.evaluateAll(sections => sections.map(section => section.id))) {
    const section = page.locator(`main > section[id="${id}"]`)
    await section.scrollIntoViewIfNeeded()
    await expect(section, `#${id} hydrates`).toHaveAttribute("data-hydrated", "")
  }
  await expect(waiting).toHaveCount(0)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

/**
 * Every image the browser started to load has arrived. Lazy images it never
 * requested (carousel slides off to the side) have no currentSrc and don't count.
 */
export async function imagesArrived(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every(image => image.complete || image.currentSrc === ""))
}

/** The scripts a page loads first (the app and the page's own chunk group), from the build's webpack stats. */
function firstLoadScripts(pageChunk: string): Set<string> {
  const stats = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "public", "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Partial<Record<string, { assets: Array<string | { name: string }> }>>
  }
  const names = (group: string) => {
    const found = stats.namedChunkGroups[group]
    if (!found) throw new Error(`public/webpack.stats.json has no chunk group "${group}"`)
    return found.assets.map(asset => (typeof asset === "string" ? asset : asset.name))
  }
  return new Set([...names("app"), ...names(pageChunk)])
}

/** A script of the site: its path ends in .js, whatever its query (webpack's retries add one). */
const isScript = (url: URL) => url.pathname.endsWith(".js")

/** Holds every script the page requests from now on until `release()`; `held` lists them. */
export async function holdScriptsFromNow(page: Page) {
  let release: () => void = () => undefined
  const gate = new Promise<void>(resolve => (release = resolve))
  const held: string[] = []
  await page.route(isScript, async route => {
    held.push(new URL(route.request().url()).pathname.slice(1))
    await gate
    await route.continue()
  })
  return { held, release: () => release() }
}

/**
 * Holds every script that is not first-load JavaScript of the page whose
 * chunk group is `pageChunk` until `release()`; `held` lists those it held.
 */
export async function holdLateScripts(page: Page, pageChunk = "component---src-pages-index-tsx") {
  const firstLoad = firstLoadScripts(pageChunk)
  let release: () => void = () => undefined
  const gate = new Promise<void>(resolve => (release = resolve))
  const held: string[] = []
  await page.route(isScript, async route => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (firstLoad.has(file)) return route.continue()
    held.push(file)
    await gate
    await route.continue()
  })
  return { held, release: () => release() }
}

/**
 * Answers the first `times` requests of every script that is not first-load
 * JavaScript of `pageChunk`'s page with a server error, and lets later
 * requests through; `failed` lists the scripts that failed, `retried` those
 * that came through after failing.
 */
export async function failLateScripts(page: Page, { times = 1, pageChunk = "component---src-pages-index-tsx" } = {}) {
  const firstLoad = firstLoadScripts(pageChunk)
  const failures = new Map<string, number>()
  const failed: string[] = []
  const retried: string[] = []
  await page.route(isScript, async route => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (firstLoad.has(file)) return route.continue()
    const failedSoFar = failures.get(file) ?? 0
    if (failedSoFar >= times) {
      if (!retried.includes(file)) retried.push(file)
      return route.continue()
    }
    if (failedSoFar === 0) failed.push(file)
    failures.set(file, failedSoFar + 1)
    return route.fulfill({ status: 503, body: "" })
  })
  return { failed, retried }
}

/** The chunk ids a built script brings: the ids its `push([[…]` registers with webpack's runtime. */
function chunkIdsOf(file: string): string[] {
  const code = readFileSync(path.join(__dirname, "..", "..", "public", file), "utf8")
  const ids = /\.push\(\[\[([^\]]*)\]/.exec(code)?.[1]
  if (ids === undefined) throw new Error(`public/${file} registers no chunk`)
  return ids.split(",").map(id => id.trim().replace(/^"|"$/g, ""))
}

/**
 * Of `files`, those whose chunks the page still lacks. Webpack marks a chunk
 * whose modules another chunk also carries as loaded with that one
 * (its optimization.flagIncludedChunks), so a failed script may never be asked
 * for again once a bigger one has brought its code.
 */
export async function chunksStillMissing(page: Page, files: readonly string[]): Promise<string[]> {
  const loaded = new Set(
    await page.evaluate(() =>
      Object.entries(window)
        .filter(([key]) => key.startsWith("webpackChunk"))
        .flatMap(([, pushed]) =>
          (pushed as unknown as Array<[Array<string | number>]>).flatMap(([ids]) => ids.map(String)),
        ),
    ),
  )
  return files.filter(file => !chunkIdsOf(file).every(id => loaded.has(id)))
}
