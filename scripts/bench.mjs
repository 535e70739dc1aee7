#!/usr/bin/env node
/**
 * Performance benchmark: builds the site, serves it with Cloudflare's local runtime (wrangler) and runs
 * Lighthouse (mobile and desktop, median of N runs) on every public route, next to a bare Gatsby page
 * built the same way (the framework's floor). Reports every figure as a ratio to the floor's, with the
 * LCP element and the longest main-thread tasks; writes bench/report.md and bench/report.json (both
 * generated, not committed) and exits 1 when one of the four budgets is broken. With `--against <ref>`
 * it also builds that git ref and measures it in the same rounds, for a change judged with and without.
 * Usage: see parseOptions in bench/config.mjs. See docs/bench.md.
 *
 * Why not Lighthouse CI (@lhci/cli)? 0.15 installs offline from the npm registry and `lhci collect`
 * runs with Debian's Chromium (checked), but it replaces nothing here without losing something:
 * - `lhci assert` takes absolute limits only; our budgets are ratios to a page measured in the same
 *   run (and first-load JS is our own figure from the build, not a Lighthouse audit), so they stay in
 *   bench/budgets.mjs.
 * - `lhci collect` lets the Lighthouse CLI start a fresh Chromium for every run (one browser per page
 *   needs its puppeteer script, and puppeteer), which adds the browser's cold start to each figure;
 *   and its `staticDistDir` server is not the host's runtime (wrangler: _headers, redirects).
 * - It pins its own Lighthouse (12.6.1 for 0.15.1, the site has 12.8), so the bench would carry two
 *   Lighthouse versions and about 330 more packages for a loop of about 30 lines (bench/lighthouse.mjs).
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildAgainst } from "./bench/against.mjs"
import { checkBudgets } from "./bench/budgets.mjs"
import { BENCH_DIR, CHROME_PATH, FLOOR_DIR, ROOT, log, parseOptions, versionOf } from "./bench/config.mjs"
import { firstLoadJs } from "./bench/first-load-js.mjs"
import { buildFloor } from "./bench/floor.mjs"
import { combineFloors } from "./bench/figures.mjs"
import { measureSideBySide } from "./bench/lighthouse.mjs"
import { againstTable, ratioTable, threadTimeTable, writeMarkdownReport } from "./bench/report.mjs"
import { runCommand } from "./bench/run-command.mjs"
import { serve } from "./bench/serve.mjs"

/**
 * A fixed loop's time in ms, run as `node -e` on a top-level variable (so every step goes through
 * memory, which a busy host slows down most, unlike a loop V8 keeps in registers): about 300 when
 * the host is quiet, 1.5–3 s when it is busy. The report shows it from the start and the end of the
 * run, so a reader knows whether its times (which Lighthouse scales from the observed ones) came
 * from a quiet machine.
 */
function busyLoopMs() {
  const code = "let s=0;const t=Date.now();for(let i=0;i<3e8;i++)s+=i;console.log(Date.now()-t)"
  return Number(execFileSync(process.execPath, ["-e", code], { encoding: "utf8" }).trim())
}

let options
try {
  options = parseOptions(process.argv.slice(2))
} catch (error) {
  // A wrong flag is the user's mistake, not the bench's: the message alone, no stack.
  console.error(error.message)
  process.exit(2)
}

async function main() {
  const meta = {
    startedAt: new Date().toISOString(),
    runs: options.runs,
    cpus: os.cpus().length,
    chromePath: CHROME_PATH,
    lighthouse: versionOf("lighthouse"),
    loopMs: [busyLoopMs()],
  }
  const servers = []
  const stopServers = () => servers.forEach(server => server.exitCode === null && server.kill())
  process.on("SIGINT", () => {
    stopServers()
    process.exit(130)
  })
  try {
    if (options.build) {
      log("Site: production build …")
      await runCommand(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], ROOT)
    }
    if (!existsSync(path.join(ROOT, "public/index.html")))
      throw new Error("public/ has no build: run without --no-build")
    await buildFloor()
    const against = options.against && (await buildAgainst(options.against))
    if (against) Object.assign(meta, { against: against.ref, againstCommit: against.commit })

    const { basePort, runs } = options
    servers.push(await serve(path.join(ROOT, "public"), basePort, basePort + 2))
    servers.push(await serve(path.join(FLOOR_DIR, "public"), basePort + 1, basePort + 3))
    if (against) servers.push(await serve(against.publicDir, basePort + 4, basePort + 5))

    // Each route is measured in turn with the bare page (floor run, site run, …), so each ratio compares
    // runs made under the same load of the machine; the floor's rows are the medians over the routes.
    // With --against, that build takes its turn in the same rounds (floor, site, against, floor, …).
    const floorJs = firstLoadJs(path.join(FLOOR_DIR, "public"), "/")
    const rows = []
    const againstRows = []
    for (const route of options.routes) {
      for (const formFactor of options.formFactors) {
        const [floor, row, againstRow] = await measureSideBySide({
          targets: [
            { site: "floor", port: basePort + 1, route: "/" },
            { site: "site", port: basePort, route },
            ...(against ? [{ site: "against", port: basePort + 4, route }] : []),
          ],
          formFactor,
          runs,
        })
        const floorRow = { ...floor, firstLoadJs: floorJs }
        rows.push({ ...row, firstLoadJs: firstLoadJs(path.join(ROOT, "public"), route), floor: floorRow })
        if (againstRow)
          againstRows.push({ ...againstRow, firstLoadJs: firstLoadJs(against.publicDir, route), floor: floorRow })
      }
    }
    const floorRows = options.formFactors.map(formFactor =>
      combineFloors(rows.filter(row => row.formFactor === formFactor).map(row => row.floor)),
    )

    meta.loopMs.push(busyLoopMs())
    const problems = checkBudgets(rows, floorRows)
    mkdirSync(BENCH_DIR, { recursive: true })
    const report = { meta, rows, floorRows, againstRows, problems }
    writeFileSync(path.join(BENCH_DIR, "report.json"), `${JSON.stringify(report, null, 2)}\n`)
    await writeMarkdownReport(path.join(BENCH_DIR, "report.md"), report)

    console.log(ratioTable(rows, floorRows))
    if (againstRows.length) {
      console.log(`\nThis build beside ${options.against} (medians, with each one's spread between repeats):`)
      console.log(againstTable(rows, againstRows))
    }
    console.log("\nThe same runs at the main thread's own CPU time (an estimate for a quiet machine):")
    console.log(threadTimeTable(rows, floorRows))
    console.log("\nReport (with the LCP elements and the longest tasks): bench/report.md, bench/report.json")
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

main().catch(error => {
  console.error(error.stack ?? error)
  process.exit(2)
})
