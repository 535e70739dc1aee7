/** Lighthouse through its Node API in Debian's Chromium: pages measured side by side, and the figures kept. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import { ROOT } from "./builds.mjs"
import { shrinkTasksToThreadTime } from "./thread-time.mjs"

const TMP = path.join(ROOT, "bench/tmp")
// The browser tests' flags (playwright.config.ts); no request leaves the machine.
const CHROME_FLAGS = [
  "--headless=new",
  ...JSON.parse(readFileSync(path.join(ROOT, "scripts/chromium-flags.json"), "utf8")),
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]
/** Blocked requests still appear in Lighthouse's network records, so the report can list them. */
const SETTINGS = { logLevel: "error", blockedUrlPatterns: ["https://*", "wss://*"], disableFullPageScreenshot: true }
const configOf = formFactor => (formFactor === "desktop" ? desktopConfig : undefined)

/** With `dir`, Lighthouse keeps what it gathered there, for the audit at thread time. */
async function lighthouseRun(url, formFactor, port, dir) {
  const flags = { ...SETTINGS, port, ...(dir && { gatherMode: dir, auditMode: dir }) }
  // Lighthouse now and then waits forever on the browser: the run is then abandoned, with its browser.
  const timeout = new Promise((_, reject) => setTimeout(reject, 240_000, new Error("no result in 4 minutes")).unref())
  const { lhr } = await Promise.race([lighthouse(url, flags, configOf(formFactor)), timeout])
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  return lhr
}

/** The run that Lighthouse gathered into `dir`, audited again with every main-thread task at its thread time. */
async function auditAtThreadTime(dir, formFactor) {
  const tracePath = path.join(dir, "defaultPass.trace.json")
  const trace = JSON.parse(readFileSync(tracePath, "utf8"))
  const cpuShare = shrinkTasksToThreadTime(trace.traceEvents)
  writeFileSync(tracePath, JSON.stringify(trace))
  const { audits } = (await lighthouse(undefined, { ...SETTINGS, auditMode: dir }, configOf(formFactor))).lhr
  const at = id => audits[id].numericValue
  return { threadLcpMs: at("largest-contentful-paint"), threadTbtMs: at("total-blocking-time"), cpuShare }
}

const isLocal = url => /^(data:|blob:|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url)

/** The figures of one run, and what explains them: the LCP element, the longest tasks, third-party attempts. */
function figuresOf(lhr) {
  const items = id => lhr.audits[id].details?.items ?? []
  const numeric = id => lhr.audits[id].numericValue
  const requests = items("network-requests")
  const loadMs = items("metrics")[0].observedLoad
  const [element, phases] = items("largest-contentful-paint-element")
  const longest = list => list.sort((a, b) => b.duration - a.duration).slice(0, 3)
  return {
    ...Object.fromEntries(Object.values(lhr.categories).map(({ id, score }) => [id, Math.round(score * 100)])),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    totalBytes: numeric("total-byte-weight"),
    // Every script fetched while nobody touched the page: first-load JS plus what comes on its own later.
    scriptBytes: requests
      .filter(request => request.resourceType === "Script" && isLocal(request.url))
      .reduce((sum, request) => sum + request.transferSize, 0),
    htmlBytes: requests.find(request => request.resourceType === "Document").transferSize,
    lighthouseVersion: lhr.lighthouseVersion,
    browser: /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0],
    lcpElement: { ...element?.items[0]?.node, phases: phases?.items ?? [] },
    longTasks: longest(items("long-tasks")).map(task => ({ ...task, url: task.url.replace(/^http:\/\/[^/]+/, "") })),
    work: longest(items("mainthread-work-breakdown")),
    thirdParty: requests
      .filter(request => !isLocal(request.url))
      .map(request => ({ url: request.url, afterLoadMs: request.networkRequestTime - loadMs })),
  }
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One row from several runs: each figure's median and spread (max − min), and the details (LCP element,
 * tasks, requests) of the run whose LCP is nearest the median, which is the run the median LCP describes.
 */
export function summarize(samples) {
  const row = { spread: {}, samples }
  for (const [key, value] of Object.entries(samples[0]))
    if (typeof value === "number") {
      const values = samples.map(sample => sample[key])
      row[key] = median(values)
      row.spread[key] = Math.max(...values) - Math.min(...values)
    }
  const distance = sample => Math.abs(sample.lcpMs - row.lcpMs)
  return { ...samples.reduce((best, sample) => (distance(sample) < distance(best) ? sample : best)), ...row }
}

/**
 * A browser with a fresh profile, which every page visits once uncounted: a visitor's browser is already
 * running, and a cold start's font and text caches swing from run to run. Lighthouse still clears the
 * page's cache and storage before each run, so every run is a first visit.
 */
async function warmBrowser(pages, formFactor) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"))
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium"
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "silent" })
  for (const page of pages)
    await lighthouseRun(page.url, formFactor, chrome.port).catch(error => console.error(`  warm-up: ${error.message}`))
  const close = () => {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
  return { port: chrome.port, close }
}

/**
 * Measures pages on one device in rounds, each page one counted run per round, so the floor and a route
 * see the same minutes of a host whose speed changes from minute to minute. Each run is audited as
 * recorded and at thread time; its Lighthouse report is kept in bench/tmp/lhr. A failed run is retried,
 * twice at most per page, in a fresh browser. Returns each page's row, in order.
 */
export async function measureSideBySide(targets, formFactor, runs) {
  const pages = targets.map(target => ({ ...target, samples: [], attempts: 0 }))
  const wanting = () => pages.filter(page => page.samples.length < runs && page.attempts < runs + 2)
  mkdirSync(path.join(TMP, "lhr"), { recursive: true })
  let chrome
  try {
    for (let round = wanting(); round.length; round = wanting())
      for (const page of round) {
        const name = `${page.site}-${page.route.slice(1) || "home"}-${formFactor}`
        const dir = path.join(TMP, "artifacts", name)
        chrome ??= await warmBrowser(pages, formFactor)
        page.attempts++
        try {
          const lhr = await lighthouseRun(page.url, formFactor, chrome.port, dir)
          writeFileSync(path.join(TMP, "lhr", `${name}-${page.samples.length + 1}.json`), JSON.stringify(lhr))
          const sample = { ...figuresOf(lhr), ...(await auditAtThreadTime(dir, formFactor)) }
          page.samples.push(sample)
          const [lcp, tbt, threadTbt] = [sample.lcpMs, sample.tbtMs, sample.threadTbtMs].map(Math.round)
          console.error(
            `  ${name} ${page.samples.length}/${runs}: LCP ${lcp}, TBT ${tbt} (${threadTbt} at thread time)`,
          )
        } catch (error) {
          console.error(`  ${name}: run failed (${error.message})`)
          chrome.close()
          chrome = undefined
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      }
  } finally {
    chrome?.close()
  }
  return pages.map(page => {
    if (!page.samples.length) throw new Error(`Lighthouse failed on ${page.url} (${formFactor})`)
    return { ...page, formFactor, ...summarize(page.samples) }
  })
}
