#!/usr/bin/env node
/**
 * The performance benchmark (docs/bench.md): Lighthouse on every route, in turns with a bare Gatsby page
 * built with the same Gatsby, judged by the ratios in bench/budgets.mjs. Writes bench/report.md and exits
 * 1 when a budget is broken, 2 when the bench itself fails.
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { ROOT, buildAgainst, buildFloor, firstLoadJs, gatsbyBuild, serve } from "./bench/builds.mjs"
import { measureSideBySide, summarize } from "./bench/lighthouse.mjs"
import { writeReport } from "./bench/report.mjs"

/** The 404 page at /404, where the host answers 200: Lighthouse refuses a page answered with 404. */
const ROUTES = ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/404"]
const DEVICES = ["mobile", "desktop"]
const USAGE =
  "Use: npm run bench -- [--no-build] [--runs 3] [--port 9180] [--routes /,/404] [--devices mobile,desktop] [--against <ref>]"

const TEXT = { type: "string" }
const OPTIONS = { "no-build": { type: "boolean" }, runs: TEXT, port: TEXT, routes: TEXT, devices: TEXT, against: TEXT }

/** A mistyped option stops the bench at once, before a run of many minutes measures the wrong thing. */
function parseOptions(args) {
  let values
  try {
    ;({ values } = parseArgs({ args, options: OPTIONS }))
  } catch (error) {
    throw new Error(`Opção desconhecida ou sem valor: ${/'([^' ]+)/.exec(error.message)?.[1]}. ${USAGE}`)
  }
  const numberOf = (name, fallback, min) => {
    const value = Number(values[name] ?? fallback)
    if (Number.isInteger(value) && value >= min) return value
    throw new Error(`--${name}: um número inteiro, a partir de ${min}`)
  }
  const listOf = (name, all) => {
    const unknown = values[name]?.split(",").filter(value => !all.includes(value)) ?? []
    if (unknown.length) throw new Error(`--${name}: não conheço ${unknown.join(", ")}; escolha entre ${all.join(",")}`)
    return values[name]?.split(",") ?? all
  }
  const [runs, port] = [numberOf("runs", 3, 1), numberOf("port", 9180, 1024)]
  const [routes, devices] = [listOf("routes", ROUTES), listOf("devices", DEVICES)]
  return { build: !values["no-build"], runs, port, routes, devices, against: values.against }
}

/** Each route and device in its own rounds with the floor (and the --against build), each served on its port. */
async function measure({ runs, port, routes, devices }, sites) {
  const rows = []
  for (const route of routes)
    for (const formFactor of devices) {
      const pages = sites.map((site, index) => {
        const page = site.site === "floor" ? "/" : route
        const firstLoad = firstLoadJs(site.publicDir, page)
        return { ...site, route: page, url: `http://localhost:${port + index}${page}`, firstLoadJs: firstLoad }
      })
      const measured = await measureSideBySide(pages, formFactor, runs)
      const floor = measured.find(row => row.site === "floor")
      rows.push(...measured.map(row => (row === floor ? row : { ...row, floor })))
    }
  return rows
}

let options
try {
  options = parseOptions(process.argv.slice(2))
  if (options.build) gatsbyBuild(ROOT)
  const sites = [
    { site: "site", publicDir: path.join(ROOT, "public") },
    { site: "floor", publicDir: buildFloor() },
  ]
  if (options.against) sites.push({ site: "against", ...buildAgainst(options.against) })
  const servers = []
  let rows
  try {
    for (const [index, site] of sites.entries()) servers.push(await serve(site.publicDir, options.port + index))
    rows = await measure(options, sites)
  } finally {
    for (const server of servers) server.kill()
  }
  // The floor's row for a device: all its runs, beside every route.
  const floorRows = options.devices.map(formFactor => {
    const floors = rows.filter(row => row.site === "floor" && row.formFactor === formFactor)
    return { ...floors[0], ...summarize(floors.flatMap(row => row.samples)) }
  })
  const siteRows = site => rows.filter(row => row.site === site)
  const report = { ...options, rows: siteRows("site"), againstRows: siteRows("against"), floorRows }
  const { summary, problems } = await writeReport(path.join(ROOT, "bench/report.md"), report)
  console.log(`${summary}\n\nReport: bench/report.md`)
  process.exitCode = problems.length ? 1 : 0
} catch (error) {
  // A wrong option is the user's mistake, not the bench's: its message alone.
  console.error(options ? error.stack : error.message)
  process.exitCode = 2
}
