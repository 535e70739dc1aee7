/** Lighthouse through its Node API, in Debian's Chromium, several runs per page and device. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import { ARTIFACTS_DIR, CHROME_FLAGS, CHROME_PATH, LHR_DIR, log } from "./config.mjs"
import { figuresOf, summarize, threadTimeFiguresOf } from "./figures.mjs"
import { lhrAtThreadTime } from "./thread-time.mjs"

/**
 * Nothing may leave the machine. Every real third party is https (or wss);
 * Lighthouse's blocked requests still show up in its network records, so we can
 * report them. The host-resolver rule is the safety net for plain-http hosts.
 */
const BLOCKED_URL_PATTERNS = ["https://*", "wss://*"]
const HOST_RESOLVER_FLAG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"

/**
 * One Chromium (fresh profile) for every run of a page and device. A visitor's
 * browser is already running: a browser started per run would add its own cold
 * start (font and text-shaping caches) to the page's figures, and that varies a
 * lot from run to run. Lighthouse still clears the page's cache and storage
 * before each run, so every run is a first visit to the site.
 */
async function withChromium(use) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, HOST_RESOLVER_FLAG],
    userDataDir,
    logLevel: "silent",
    handleSIGINT: false,
  })
  try {
    return await use(chrome.port)
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

/**
 * A run that takes longer than this is abandoned. On a loaded machine a run
 * takes well under a minute; once in a while Lighthouse waits forever on the
 * browser (a desktop warm-up once hung for ten minutes), and the
 * bench must then go on in a fresh browser instead of hanging with it.
 */
const RUN_TIMEOUT_MS = 4 * 60_000

class RunTimedOut extends Error {}

const configFor = formFactor => (formFactor === "desktop" ? desktopConfig : undefined)

/**
 * The settings of every run; an audit of its saved artifacts must repeat them (Lighthouse refuses
 * other settings). No full-page screenshot: it resizes the shared browser's viewport, which the next
 * run could start from.
 */
const SETTINGS = { logLevel: "error", blockedUrlPatterns: BLOCKED_URL_PATTERNS, disableFullPageScreenshot: true }

/**
 * One Lighthouse run in the given Chromium. With `artifactsDir`, Lighthouse also keeps what it gathered
 * there (its gather mode), for a second audit (thread-time.mjs).
 */
async function lighthouseOnce(url, formFactor, chromePort, artifactsDir) {
  const flags = {
    ...SETTINGS,
    port: chromePort,
    output: "json",
    ...(artifactsDir && { gatherMode: artifactsDir, auditMode: artifactsDir }),
  }
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RunTimedOut(`no result after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([lighthouse(url, flags, configFor(formFactor)), timeout])
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
  }
}

const ms = value => `${Math.round(value)} ms`

/**
 * Measures pages side by side on one device: an uncounted warm-up run of each, then `runs` rounds in
 * which each page has one counted run, in turn (a failed run is retried, twice at most per page). So
 * the bare page and a route see the same moments of the machine, whose speed changes from minute to
 * minute. A run that hangs takes its browser with it: the remaining rounds start over in a fresh one,
 * warm-ups included. Each raw report is kept in bench/tmp/lhr/<site>-<route>-<device>-<n>.json.
 * Returns one row per target, in the targets' order.
 */
export async function measureSideBySide({ targets, formFactor, runs }) {
  const pages = targets.map(({ site, port, route }) => ({
    site,
    route,
    url: `http://localhost:${port}${route}`,
    slug: route === "/" ? "home" : route.slice(1).replace(/\W+/g, "-"),
    label: `${site} ${route} ${formFactor}`,
    samples: [],
    attempts: 0,
  }))
  const wanting = () => pages.filter(page => page.samples.length < runs && page.attempts < runs + 2)
  const countedRun = async (page, chromePort) => {
    page.attempts++
    const artifactsDir = path.join(ARTIFACTS_DIR, `${page.site}-${page.slug}-${formFactor}`)
    try {
      const lhr = await lighthouseOnce(page.url, formFactor, chromePort, artifactsDir)
      mkdirSync(LHR_DIR, { recursive: true })
      writeFileSync(
        path.join(LHR_DIR, `${page.site}-${page.slug}-${formFactor}-${page.samples.length + 1}.json`),
        JSON.stringify(lhr),
      )
      const atThreadTime = await lhrAtThreadTime(artifactsDir, configFor(formFactor), SETTINGS)
      const sample = { ...figuresOf(lhr), ...threadTimeFiguresOf(atThreadTime.lhr, atThreadTime.cpuShare) }
      page.samples.push(sample)
      log(
        `  ${page.label} run ${page.samples.length}/${runs}: perf ${sample.performance}, LCP ${ms(sample.lcpMs)}, TBT ${ms(sample.tbtMs)}` +
          ` (at thread time: LCP ${ms(sample.threadLcpMs)}, TBT ${ms(sample.threadTbtMs)}; CPU share ${sample.cpuShare.toFixed(2)})`,
      )
    } catch (error) {
      if (error instanceof RunTimedOut) throw error
      log(`  ${page.label}: run failed, retrying (${error.message})`)
    } finally {
      rmSync(artifactsDir, { recursive: true, force: true })
    }
  }
  const inOneBrowser = async chromePort => {
    for (const page of pages)
      await lighthouseOnce(page.url, formFactor, chromePort).catch(error => {
        if (error instanceof RunTimedOut) throw error
        log(`  ${page.label}: warm-up failed (${error.message})`)
      })
    for (let round = wanting(); round.length; round = wanting())
      for (const page of round) await countedRun(page, chromePort)
  }
  for (let browsers = 0; wanting().length && browsers < 3; browsers++) {
    try {
      await withChromium(inOneBrowser)
    } catch (error) {
      if (!(error instanceof RunTimedOut)) throw error
      log(`  a run hung (${error.message}); going on in a fresh browser`)
    }
  }
  return pages.map(page => {
    if (page.samples.length === 0) throw new Error(`Lighthouse failed on ${page.url} (${formFactor})`)
    return { site: page.site, route: page.route, formFactor, ...summarize(page.samples) }
  })
}
