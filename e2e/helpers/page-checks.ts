/** Checks several specs run on a page, and the scripts a test holds back or fails. */
import { readFileSync } from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { priceValue } from "./content"
import { expect } from "./fixtures"

const PUBLIC = path.join(__dirname, "..", "..", "public")

/** Runs axe (its default rules: WCAG 2.x A/AA and best practices) and fails with a readable list. */
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
 * Scrolls through the page by script (wheel events count as input), a screenful drawn at a time, then back to the
 * top, reading the height at every step; `frame`: the page's real requestAnimationFrame if a test's clock fakes it.
 */
export async function scrollThroughPage(page: Page, frame = "requestAnimationFrame"): Promise<void> {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.8))
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate(
      ([top, name]) => {
        window.scrollTo({ top, behavior: "instant" })
        const next = (window as unknown as Record<string, typeof requestAnimationFrame>)[name]
        return new Promise(resolve => next(() => next(resolve)))
      },
      [y, frame] as const,
    )
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

/** The page's one checkout-link handler is in (hydrated): a click on a buy link now waits for the code it needs. */
export async function checkoutLinksReady(page: Page): Promise<void> {
  await page.locator('html[data-checkout-links="ready"]').waitFor({ state: "attached" })
}

/**
 * The instalment offers ("Nx de R$ V") in the page's whole text, off-screen parts included, and those not followed
 * by the total they add up to ("(total R$ T)", T = N × V), as CDC art. 52 asks.
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

/** The home page's first-load scripts (the app's and the page's chunk groups), from the build's webpack stats. */
function homeFirstLoad(): Set<string> {
  const stats = JSON.parse(readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Partial<Record<string, { assets: Array<string | { name: string }> }>>
  }
  return new Set(
    ["app", "component---src-pages-index-tsx"].flatMap(group => {
      const found = stats.namedChunkGroups[group]
      if (!found) throw new Error(`public/webpack.stats.json has no chunk group "${group}"`)
      return found.assets.map(asset => (typeof asset === "string" ? asset : asset.name))
    }),
  )
}

/** A script of the site: its path ends in .js, whatever its query (webpack's retries add one). */
const isScript = (url: URL) => url.pathname.endsWith(".js")
const file = (url: string) => new URL(url).pathname.slice(1)

/** Holds every script requested from now on (but the home page's first-load ones when `late`) until `release()`. */
export async function holdScripts(page: Page, { late = false } = {}) {
  const firstLoad = late ? homeFirstLoad() : new Set<string>()
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

/** Answers the first `times` requests of every script but the home page's first-load ones with a server error. */
export async function failLateScripts(page: Page, times: number) {
  const firstLoad = homeFirstLoad()
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
 * Of `files`, those whose chunks the page still lacks (the ids each one's `push([[…]` registers). Webpack marks a
 * chunk another loaded chunk also carries as loaded (optimization.flagIncludedChunks): it may never be asked again.
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
