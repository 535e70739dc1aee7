#!/usr/bin/env node
/**
 * Performance benchmark: builds the site, serves it with Cloudflare's local runtime (wrangler) and runs
 * Lighthouse (mobile and desktop, median of N runs) on every public route, next
 * to a bare Gatsby page built the same way (the framework's floor).
 * Prints one table, writes bench/report.md and bench/report.json, and exits 1
 * when a budget is broken. See docs/performance.md.
 *
 * Usage: node scripts/bench.mjs [--no-build] [--runs 3] [--port 9180 (and the next 3 ports)] [--routes /,/obrigado] [--devices mobile]
 * (--routes and --devices narrow a run while tuning; the budgets are judged on what was measured.)
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import * as prettier from "prettier"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const BENCH_DIR = path.join(ROOT, "bench")
const FLOOR_DIR = path.join(BENCH_DIR, "tmp", "floor")
const LHR_DIR = path.join(BENCH_DIR, "tmp", "lhr")
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium"

const ALL_ROUTES = ["/", "/obrigado", "/semana-cliente"]
/** The thank-you page is noindex on purpose, so its SEO score is not judged. */
const SEO_NOT_JUDGED = new Set(["/obrigado"])
const ALL_FORM_FACTORS = ["mobile", "desktop"]

export const BUDGETS = {
  performanceMobile: 97,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.01,
  tbtMs: 100,
  lcpMobileMs: 2000,
  /** First-load JS on "/" as a multiple of the bare Gatsby page's. */
  firstLoadJsRatioHome: 1.5,
}

// Debian's Chromium as root, offline: the same flags as the browser tests (playwright.config.ts).
const CHROME_FLAGS = [
  "--headless=new",
  ...JSON.parse(readFileSync(path.join(ROOT, "scripts/chromium-flags.json"), "utf8")),
]

/**
 * Nothing may leave the machine. Every real third party is https (or wss);
 * Lighthouse's blocked requests still show up in its network records, so we can
 * report them. The host-resolver rule is the safety net for plain-http hosts.
 */
const BLOCKED_URL_PATTERNS = ["https://*", "wss://*"]
const HOST_RESOLVER_FLAG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"

// ---------- command line ----------

const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`)
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback
}
const shouldBuild = !argv.includes("--no-build")
const runs = Math.max(1, Number(option("runs", "3")))
const basePort = Number(option("port", process.env.BENCH_PORT ?? "9180"))
/** The values of a comma-separated option; an unknown or empty one stops the run before it measures nothing. */
function listOption(name, allowed) {
  const requested = option(name, allowed.join(","))
    .split(",")
    .filter(value => value !== "")
  const unknown = requested.filter(value => !allowed.includes(value))
  if (unknown.length) throw new Error(`--${name}: unknown ${unknown.join(", ")}; choose from ${allowed.join(",")}`)
  if (!requested.length) throw new Error(`--${name}: nothing given; choose from ${allowed.join(",")}`)
  return requested
}
const ROUTES = listOption("routes", ALL_ROUTES)
const FORM_FACTORS = listOption("devices", ALL_FORM_FACTORS)

// ---------- small helpers ----------

const log = message => process.stderr.write(`${message}\n`)

function run(command, args, cwd, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extraEnv },
    })
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    child.on("error", reject)
    child.on("close", code =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output.slice(-4000)}`)),
    )
  })
}

export function median(values) {
  const sorted = values.filter(value => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const ms = value => `${Math.round(value)} ms`
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : "n/a")

// ---------- the bare Gatsby floor ----------

const FLOOR_FILES = {
  "package.json": JSON.stringify(
    {
      name: "gatsby-floor",
      private: true,
      version: "0.0.0",
      dependencies: { gatsby: "*", react: "*", "react-dom": "*" },
    },
    null,
    2,
  ),
  "gatsby-config.js": `module.exports = { siteMetadata: { siteUrl: "http://localhost" }, trailingSlash: "never", plugins: [] }\n`,
  "src/pages/index.js": `import * as React from "react"

export default function Index() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", color: "#111", background: "#fff" }}>
      <h1>Bare Gatsby page</h1>
      <p>The framework's floor: one page, no plugins, no styling library.</p>
    </main>
  )
}

export function Head() {
  return (
    <>
      <html lang="pt-BR" />
      <title>Bare Gatsby page</title>
      <meta name="description" content="The framework's floor for the performance benchmark." />
    </>
  )
}
`,
}

/** Builds the floor once per Gatsby version and source; later runs reuse bench/tmp/floor. */
async function buildFloor() {
  const gatsbyVersion = JSON.parse(readFileSync(path.join(ROOT, "node_modules/gatsby/package.json"), "utf8")).version
  const stamp = JSON.stringify({ gatsbyVersion, files: FLOOR_FILES })
  const stampFile = path.join(FLOOR_DIR, ".bench-stamp")
  if (
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    existsSync(path.join(FLOOR_DIR, "public/index.html"))
  ) {
    log("Floor: reusing the cached bare Gatsby build in bench/tmp/floor")
    return
  }
  log("Floor: building a bare Gatsby page in bench/tmp/floor …")
  rmSync(FLOOR_DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true })
    writeFileSync(path.join(FLOOR_DIR, file), text)
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(FLOOR_DIR, "node_modules"), "dir")
  await run(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], FLOOR_DIR)
  writeFileSync(stampFile, stamp)
}

// ---------- first-load JavaScript ----------

function htmlFileFor(publicDir, route) {
  return route === "/" ? path.join(publicDir, "index.html") : path.join(publicDir, route.slice(1), "index.html")
}

function pageDataFor(publicDir, route) {
  const name = route === "/" ? "index" : route.slice(1)
  const file = path.join(publicDir, "page-data", name, "page-data.json")
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
}

const isLocalScript = src => src.startsWith("/") && !src.startsWith("//")

/**
 * The gzip size of every script a visitor downloads before any interaction:
 * the `<script src>` and `<link rel=preload as=script>` of the built HTML, plus
 * the page component's chunk group, which Gatsby's runtime fetches right after
 * (before hydration) because Gatsby 5 puts only its runtime scripts in the HTML.
 */
export function firstLoadJs(publicDir, route) {
  const html = readFileSync(htmlFileFor(publicDir, route), "utf8")
  const fromHtml = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) fromHtml.add(match[1])
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (
      href &&
      /\brel="(?:preload|modulepreload)"/.test(tag) &&
      (/\bas="script"/.test(tag) || /modulepreload/.test(tag))
    )
      fromHtml.add(href)
  }
  const external = [...fromHtml].filter(src => !isLocalScript(src))
  const files = new Set([...fromHtml].filter(isLocalScript).map(src => src.split(/[?#]/)[0]))
  const htmlOnly = new Set(files)

  const pageData = pageDataFor(publicDir, route)
  const statsFile = path.join(publicDir, "webpack.stats.json")
  if (pageData && existsSync(statsFile)) {
    const stats = JSON.parse(readFileSync(statsFile, "utf8"))
    const group = stats.namedChunkGroups?.[pageData.componentChunkName]
    for (const asset of group?.assets ?? []) {
      const name = typeof asset === "string" ? asset : asset.name
      if (name.endsWith(".js")) files.add(`/${name}`)
    }
  }

  const sizeOf = file => gzipSync(readFileSync(path.join(publicDir, file))).length
  const scripts = [...files].map(file => ({ file, gzipBytes: sizeOf(file), inHtml: htmlOnly.has(file) }))
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlGzipBytes: scripts.filter(script => script.inHtml).reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
    externalScriptsInHtml: external,
  }
}

// ---------- serving ----------

async function serve(publicDir, port, inspectorPort) {
  // Another server already on the port would be measured instead of this build.
  const stale = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`Port ${port} is already in use: stop that server or pass --port`)
  // Cloudflare's local runtime, as npm start and the browser tests serve (wrangler.toml: compatibility date).
  const args = ["pages", "dev", publicDir, "--port", String(port), "--inspector-port", String(inspectorPort)]
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/wrangler"),
    [...args, "--show-interactive-dev-session=false"],
    {
      cwd: ROOT,
      // Offline: no metrics, no update check, no fetch of the Request.cf sample.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  )
  let errors = ""
  child.stderr.on("data", chunk => (errors += chunk))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`The static server on port ${port} did not start: ${errors}`)
}

// ---------- Lighthouse ----------

const CATEGORY_KEYS = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "bestPractices",
  seo: "seo",
}

function isLocalUrl(url) {
  try {
    const { hostname, protocol } = new URL(url)
    return (
      ["data:", "blob:", "chrome-extension:"].includes(protocol) ||
      ["localhost", "127.0.0.1", "[::1]"].includes(hostname)
    )
  } catch {
    return true
  }
}

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

/** The figures we keep from one report, plus every third-party request it attempted. */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const scores = {}
  for (const [id, key] of Object.entries(CATEGORY_KEYS))
    scores[key] = Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  const numeric = id => lhr.audits[id]?.numericValue ?? NaN
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const loadEventMs = observed.observedLoad ?? NaN
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const thirdParty = requests
    .filter(request => !isLocalUrl(request.url))
    .map(request => {
      const startMs = request.networkRequestTime ?? request.rendererStartTime ?? NaN
      return { url: request.url, startMs: Math.round(startMs), relativeToLoadMs: Math.round(startMs - loadEventMs) }
    })
  return {
    ...scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    totalBytes: numeric("total-byte-weight"),
    // Every script the page fetched during the run, which has no interaction: first-load JS plus the
    // code fetched on its own afterwards (sections near the first screen, the widget and tags once idle).
    scriptBytes: requests
      .filter(request => isLocalUrl(request.url) && request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    loadEventMs,
    thirdParty,
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failedAudits: Object.values(lhr.categories)
      .filter(category => category.id !== "performance")
      .flatMap(category =>
        category.auditRefs
          .filter(ref => ref.weight > 0)
          .map(ref => ({ category: category.id, audit: lhr.audits[ref.id] })),
      )
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ category, audit }) => `${category}: ${audit.id} (${audit.title})`),
  }
}

const MEDIAN_KEYS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "totalBytes",
  "scriptBytes",
  "loadEventMs",
]

async function measure(site, port, route, formFactor) {
  return withChromium(chromePort => measureIn(chromePort, site, port, route, formFactor))
}

async function measureIn(chromePort, site, port, route, formFactor) {
  const url = `http://localhost:${port}${route}`
  const samples = []
  // A first run that is not counted: it warms the browser process (see withChromium).
  await lighthouseOnce(url, formFactor, chromePort).catch(error =>
    log(`  ${site} ${route} ${formFactor}: warm-up failed (${error.message})`),
  )
  for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
    try {
      const lhr = await lighthouseOnce(url, formFactor, chromePort)
      // Kept for digging into a figure: bench/tmp/lhr/<site>-<route>-<device>-<n>.json
      mkdirSync(LHR_DIR, { recursive: true })
      const slug = route === "/" ? "home" : route.slice(1).replace(/\W+/g, "-")
      writeFileSync(path.join(LHR_DIR, `${site}-${slug}-${formFactor}-${samples.length + 1}.json`), JSON.stringify(lhr))
      samples.push(figuresOf(lhr))
      log(
        `  ${site} ${route} ${formFactor} run ${samples.length}/${runs}: perf ${samples.at(-1).performance}, LCP ${ms(samples.at(-1).lcpMs)}, TBT ${ms(samples.at(-1).tbtMs)}`,
      )
    } catch (error) {
      log(`  ${site} ${route} ${formFactor}: run failed, retrying (${error.message})`)
    }
  }
  if (samples.length === 0) throw new Error(`Lighthouse failed on ${url} (${formFactor})`)
  const result = { site, route, formFactor, runs: samples.length }
  for (const key of MEDIAN_KEYS) result[key] = median(samples.map(sample => sample[key]))
  // Every third-party attempt of any run, once, with its earliest time.
  const attempts = new Map()
  for (const request of samples.flatMap(sample => sample.thirdParty)) {
    const known = attempts.get(request.url)
    if (!known || request.relativeToLoadMs < known.relativeToLoadMs) attempts.set(request.url, request)
  }
  result.thirdParty = [...attempts.values()].sort((a, b) => a.startMs - b.startMs)
  result.lcpElement = samples[0].lcpElement
  result.failedAudits = [...new Set(samples.flatMap(sample => sample.failedAudits))]
  return result
}

// ---------- budgets ----------

export function checkBudgets(rows, floorJs) {
  const problems = []
  for (const row of rows.filter(candidate => candidate.site === "site")) {
    const where = `${row.route} (${row.formFactor})`
    if (row.formFactor === "mobile" && row.performance < BUDGETS.performanceMobile)
      problems.push(`${where}: performance ${row.performance} < ${BUDGETS.performanceMobile}`)
    if (row.accessibility < BUDGETS.accessibility)
      problems.push(`${where}: accessibility ${row.accessibility} < ${BUDGETS.accessibility}`)
    if (row.bestPractices < BUDGETS.bestPractices)
      problems.push(`${where}: best practices ${row.bestPractices} < ${BUDGETS.bestPractices}`)
    if (!SEO_NOT_JUDGED.has(row.route) && row.seo < BUDGETS.seo)
      problems.push(`${where}: SEO ${row.seo} < ${BUDGETS.seo}`)
    if (row.cls > BUDGETS.cls) problems.push(`${where}: CLS ${row.cls.toFixed(3)} > ${BUDGETS.cls}`)
    if (row.tbtMs > BUDGETS.tbtMs) problems.push(`${where}: TBT ${ms(row.tbtMs)} > ${BUDGETS.tbtMs} ms`)
    if (row.formFactor === "mobile" && row.lcpMs > BUDGETS.lcpMobileMs)
      problems.push(`${where}: LCP ${ms(row.lcpMs)} > ${BUDGETS.lcpMobileMs} ms`)
    for (const request of row.thirdParty.filter(candidate => candidate.relativeToLoadMs < 0)) {
      problems.push(`${where}: third-party request before the load event: ${request.url}`)
    }
  }
  const home = rows.find(row => row.site === "site" && row.route === "/")
  if (home && floorJs > 0 && home.firstLoadJs.gzipBytes > floorJs * BUDGETS.firstLoadJsRatioHome) {
    problems.push(
      `/: first-load JS ${kb(home.firstLoadJs.gzipBytes)} > ${BUDGETS.firstLoadJsRatioHome}× the floor (${kb(floorJs * BUDGETS.firstLoadJsRatioHome)})`,
    )
  }
  return problems
}

// ---------- report ----------

function table(rows, floorRows) {
  const floorFor = formFactor => floorRows.find(row => row.formFactor === formFactor)
  const header = [
    "Page",
    "Device",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "SI",
    "Weight",
    "1st-load JS",
    "JS × floor",
    "All JS, no interaction",
    "3rd-party before load",
  ]
  const lines = [header, header.map(() => "---")]
  for (const row of [...rows, ...floorRows]) {
    const floor = floorFor(row.formFactor)
    lines.push(
      [
        row.site === "floor" ? "bare Gatsby (floor)" : row.route,
        row.formFactor,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.site === "site" && SEO_NOT_JUDGED.has(row.route) ? `${row.seo} (noindex)` : row.seo,
        ms(row.fcpMs),
        ms(row.lcpMs),
        ms(row.tbtMs),
        row.cls.toFixed(3),
        ms(row.speedIndexMs),
        kb(row.totalBytes),
        kb(row.firstLoadJs.gzipBytes),
        floor ? ratio(row.firstLoadJs.gzipBytes, floor.firstLoadJs.gzipBytes) : "",
        kb(row.scriptBytes),
        String(row.thirdParty.filter(request => request.relativeToLoadMs < 0).length),
      ].map(String),
    )
  }
  return lines.map(cells => `| ${cells.join(" | ")} |`).join("\n")
}

function markdownReport({ rows, floorRows, problems, startedAt }) {
  const home = rows.find(row => row.route === "/")
  const floor = floorRows[0]
  const thirdParty = rows.flatMap(row =>
    row.thirdParty.map(
      request =>
        `| ${row.route} | ${row.formFactor} | ${request.url} | ${request.relativeToLoadMs >= 0 ? "+" : ""}${request.relativeToLoadMs} ms |`,
    ),
  )
  return `# Performance benchmark

Run ${startedAt} on ${os.cpus().length} CPU core(s), Chromium at \`${CHROME_PATH}\`, Lighthouse ${lighthouseVersion()}.
Median of ${runs} run(s) per page and device, after one uncounted warm-up run in the same browser (Lighthouse clears the page's cache and storage before every run). Mobile uses Lighthouse's default simulated throttling; desktop its desktop preset.
Every non-localhost request is blocked during the runs (there is no internet here).

${table(rows, floorRows)}

First-load JS is the gzip size of the scripts the built HTML loads plus the page's own chunk group, fetched by Gatsby's runtime before hydration (the budgeted figure).
"All JS, no interaction" is every script Lighthouse saw the page fetch while nobody touched it (transfer size): first-load JS plus the code that comes on its own later, for the sections near the first screen and, once the page is idle, the contact widget and the tag loader.
${home && floor ? `On \`/\` it is ${kb(home.firstLoadJs.gzipBytes)}, ${ratio(home.firstLoadJs.gzipBytes, floor.firstLoadJs.gzipBytes)} the bare Gatsby page (${kb(floor.firstLoadJs.gzipBytes)}); page weight ${ratio(home.totalBytes, floor.totalBytes)}, mobile LCP ${ratio(home.lcpMs, floor.lcpMs)}.` : ""}

## Third-party requests attempted (blocked)

${thirdParty.length ? `Time is relative to the load event; a negative time means before it.\n\n| Page | Device | URL | When |\n| --- | --- | --- | --- |\n${thirdParty.join("\n")}` : "None."}

## Largest contentful paint element (mobile)

${rows
  .filter(row => row.formFactor === "mobile")
  .map(row => `- ${row.route}: \`${(row.lcpElement ?? "n/a").replace(/`/g, "'")}\``)
  .join("\n")}

## Audits that did not pass (accessibility, best practices, SEO)

${
  rows
    .filter(row => row.failedAudits.length)
    .map(row => `- ${row.route} (${row.formFactor}): ${row.failedAudits.join("; ")}`)
    .join("\n") || "None."
}

## Budgets

${problems.length ? `**${problems.length} budget(s) broken:**\n\n${problems.map(problem => `- ${problem}`).join("\n")}` : "All budgets met."}
`
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version
}

// ---------- main ----------

async function main() {
  const startedAt = new Date().toISOString()
  const children = []
  const stopServers = () => children.forEach(child => child.exitCode === null && child.kill())
  process.on("SIGINT", () => {
    stopServers()
    process.exit(130)
  })
  try {
    if (shouldBuild) {
      log("Site: production build …")
      await run(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], ROOT)
    }
    if (!existsSync(path.join(ROOT, "public/index.html")))
      throw new Error("public/ has no build: run without --no-build")
    await buildFloor()

    const sitePort = basePort
    const floorPort = basePort + 1
    children.push(await serve(path.join(ROOT, "public"), sitePort, basePort + 2))
    children.push(await serve(path.join(FLOOR_DIR, "public"), floorPort, basePort + 3))

    const rows = []
    for (const route of ROUTES) {
      for (const formFactor of FORM_FACTORS) {
        const row = await measure("site", sitePort, route, formFactor)
        row.firstLoadJs = firstLoadJs(path.join(ROOT, "public"), route)
        rows.push(row)
      }
    }
    const floorRows = []
    for (const formFactor of FORM_FACTORS) {
      const row = await measure("floor", floorPort, "/", formFactor)
      row.firstLoadJs = firstLoadJs(path.join(FLOOR_DIR, "public"), "/")
      floorRows.push(row)
    }

    const floorJs = floorRows[0].firstLoadJs.gzipBytes
    const problems = checkBudgets(rows, floorJs)
    mkdirSync(BENCH_DIR, { recursive: true })
    const report = {
      startedAt,
      runsPerPage: runs,
      cpus: os.cpus().length,
      lighthouse: lighthouseVersion(),
      budgets: BUDGETS,
      rows,
      floor: floorRows,
      problems,
    }
    writeFileSync(path.join(BENCH_DIR, "report.json"), `${JSON.stringify(report, null, 2)}\n`)
    const markdown = markdownReport({ rows, floorRows, problems, startedAt })
    // Written the way Prettier would, so a committed report passes `npm run lint`.
    const reportPath = path.join(BENCH_DIR, "report.md")
    const prettierOptions = await prettier.resolveConfig(reportPath)
    writeFileSync(reportPath, await prettier.format(markdown, { ...prettierOptions, filepath: reportPath }))

    console.log(table(rows, floorRows))
    console.log("")
    const home = rows.find(row => row.route === "/") ?? rows[0]
    if (home)
      console.log(
        `First-load JS on ${home.route}: ${kb(home.firstLoadJs.gzipBytes)} = ${ratio(home.firstLoadJs.gzipBytes, floorJs)} the bare Gatsby floor (${kb(floorJs)}; budget ${BUDGETS.firstLoadJsRatioHome}×)`,
      )
    const attempted = rows.flatMap(row =>
      row.thirdParty.map(
        request =>
          `  ${row.route} ${row.formFactor}: ${request.url} at ${request.relativeToLoadMs >= 0 ? "+" : ""}${request.relativeToLoadMs} ms from load`,
      ),
    )
    console.log(
      attempted.length
        ? `Third-party requests attempted (blocked):\n${attempted.join("\n")}`
        : "No third-party request attempted.",
    )
    console.log("Report: bench/report.md, bench/report.json")
    if (problems.length) {
      console.log(`\n${problems.length} budget(s) broken:\n${problems.map(problem => `  ✗ ${problem}`).join("\n")}`)
      process.exitCode = 1
    } else {
      console.log("\nAll budgets met.")
    }
  } finally {
    stopServers()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(error => {
    console.error(error.stack ?? error)
    process.exit(2)
  })
}
