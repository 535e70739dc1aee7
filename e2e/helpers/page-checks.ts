/** Checks several specs run on a page, and the scripts a test holds back or fails. */
import { readFileSync } from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { priceValue } from "./content"
import { expect } from "./fixtures"

const PUBLIC = path.join(__dirname, "..", "..", "public")

/** Runs axe (all its default rules: WCAG 2.x A/AA and best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, context: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const readable = violations.map(
    violation =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(node => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n")}`,
  )
  expect(readable, `axe violations on ${context}`).toEqual([])
}

/** The page's root has hydrated (gatsby-browser sets data-page-hydrated). */
export async function pageHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-page-hydrated]")).toHaveCount(1)
}

/**
 * Scrolls through the whole page like a reader, a screenful drawn (two frames) at a time, then back to the
 * top (script scrolling: wheel events count as input). The height is read at every step: sections grow
 * from their placeholder size as they render.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.8))
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

/** The page's one checkout-link handler is in: a click on a buy link now waits for whatever code it needs. */
export async function checkoutLinksReady(page: Page): Promise<void> {
  await page.locator('html[data-checkout-links="ready"]').waitFor({ state: "attached" })
}

/**
 * The instalment offers ("Nx de R$ V") in the page's whole text, off-screen parts included, and those
 * that do not state right after it the total they add up to ("(total R$ T)", T = N × V), as CDC art. 52 asks.
 */
export async function instalmentOffers(page: Page): Promise<{ found: number; withoutTotal: string[] }> {
  const text = await page.locator("body").evaluate(body => {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
    const parts: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest("script, style")) parts.push(node.textContent ?? "")
    return parts.join(" ")
  })
  const found = [...text.matchAll(/(\d+)x de (R\$\s[\d.,]+)(?:\s*\(total (R\$\s[\d.,]+)\))?/g)]
  const wrong = found.filter(
    ([, count, value, total]) => !total || Math.abs(priceValue(total) - Number(count) * priceValue(value)) > 0.005,
  )
  return { found: found.length, withoutTotal: wrong.map(([match]) => match) }
}

/** Collects Content-Security-Policy violations across navigations: the console's and securitypolicyviolation events. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on("console", message => {
    if (/Content Security Policy|CSP-VIOLATION/.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/** The scripts the page loads first (the app and the page's own chunk group), from the build's webpack stats. */
function firstLoadScripts(pageChunk: string): Set<string> {
  const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Partial<Record<string, { assets: Array<string | { name: string }> }>>
  }
  return new Set(
    ["app", pageChunk].flatMap(group => {
      const found = stats.namedChunkGroups[group]
      if (!found) throw new Error(`public/webpack.stats.json has no chunk group "${group}"`)
      return found.assets.map(asset => (typeof asset === "string" ? asset : asset.name))
    }),
  )
}

const HOME_CHUNK = "component---src-pages-index-tsx"
/** A script of the site: its path ends in .js, whatever its query (webpack's retries add one). */
const isScript = (url: URL) => url.pathname.endsWith(".js")
const file = (url: string) => new URL(url).pathname.slice(1)

/**
 * Holds every script the page requests from now on until `release()` (never, unless called), but
 * the first-load JavaScript of `pageChunk`'s page when given; `held` lists those it held.
 */
export async function holdScripts(page: Page, { except }: { except?: string } = {}) {
  const firstLoad = except ? firstLoadScripts(except) : new Set<string>()
  let release: () => void = () => undefined
  const gate = new Promise<void>(resolve => (release = resolve))
  const held: string[] = []
  await page.route(isScript, async route => {
    if (firstLoad.has(file(route.request().url()))) return route.continue()
    held.push(file(route.request().url()))
    await gate
    await route.continue()
  })
  return { held, release: () => release() }
}

/** Holds every script that is not first-load JavaScript of the home page until `release()`. */
export const holdLateScripts = (page: Page) => holdScripts(page, { except: HOME_CHUNK })

/**
 * Answers the first `times` requests of every script that is not first-load JavaScript of the home
 * page with a server error, then lets them through; `failed` lists those that failed, `retried` those
 * that came through after failing.
 */
export async function failLateScripts(page: Page, times: number) {
  const firstLoad = firstLoadScripts(HOME_CHUNK)
  const failures = new Map<string, number>()
  const failed: string[] = []
  const retried = new Set<string>()
  await page.route(isScript, async route => {
    const name = file(route.request().url())
    const failedSoFar = failures.get(name) ?? 0
    if (firstLoad.has(name)) return route.continue()
    if (failedSoFar >= times) {
      retried.add(name)
      return route.continue()
    }
    if (failedSoFar === 0) failed.push(name)
    failures.set(name, failedSoFar + 1)
    return route.fulfill({ status: 503, body: "" })
  })
  return { failed, retried }
}

/**
 * Of `files`, those whose chunks the page still lacks (the ids each one's `push([[…]` registers).
 * Webpack marks a chunk whose modules another chunk also carries as loaded with that one
 * (optimization.flagIncludedChunks), so a failed script may never be asked for again.
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
  const chunkIds = (name: string) => {
    const ids = /\.push\(\[\[([^\]]*)\]/.exec(readFileSync(path.join(PUBLIC, name), "utf8"))?.[1]
    if (ids === undefined) throw new Error(`public/${name} registers no chunk`)
    return ids.split(",").map(id => id.trim().replace(/^"|"$/g, ""))
  }
  return files.filter(name => !chunkIds(name).every(id => loaded.has(id)))
}
