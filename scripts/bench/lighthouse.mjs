/** Lighthouse through its Node API, in Debian's Chromium, several runs per page and device. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import { CHROME_FLAGS, CHROME_PATH, LHR_DIR, log } from "./config.mjs"
import { figuresOf, summarize } from "./figures.mjs"

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

/** One Lighthouse run in the given Chromium. */
async function lighthouseOnce(url, formFactor, chromePort) {
  // No full-page screenshot: it resizes the shared browser's viewport, which the next run could start from.
  const flags = {
    port: chromePort,
    output: "json",
    logLevel: "error",
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    disableFullPageScreenshot: true,
  }
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result.lhr
}

const ms = value => `${Math.round(value)} ms`

/**
 * Measures one page on one device: an uncounted warm-up run, then `runs` counted runs (a failed run is
 * retried, twice at most in all). Each raw report is kept in bench/tmp/lhr/<site>-<route>-<device>-<n>.json.
 */
export function measure({ site, port, route, formFactor, runs }) {
  const url = `http://localhost:${port}${route}`
  const slug = route === "/" ? "home" : route.slice(1).replace(/\W+/g, "-")
  return withChromium(async chromePort => {
    await lighthouseOnce(url, formFactor, chromePort).catch(error =>
      log(`  ${site} ${route} ${formFactor}: warm-up failed (${error.message})`),
    )
    const samples = []
    for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
      try {
        const lhr = await lighthouseOnce(url, formFactor, chromePort)
        mkdirSync(LHR_DIR, { recursive: true })
        writeFileSync(
          path.join(LHR_DIR, `${site}-${slug}-${formFactor}-${samples.length + 1}.json`),
          JSON.stringify(lhr),
        )
        const sample = figuresOf(lhr)
        samples.push(sample)
        log(
          `  ${site} ${route} ${formFactor} run ${samples.length}/${runs}: perf ${sample.performance}, LCP ${ms(sample.lcpMs)}, TBT ${ms(sample.tbtMs)}`,
        )
      } catch (error) {
        log(`  ${site} ${route} ${formFactor}: run failed, retrying (${error.message})`)
      }
    }
    if (samples.length === 0) throw new Error(`Lighthouse failed on ${url} (${formFactor})`)
    return { site, route, formFactor, ...summarize(samples) }
  })
}
