/** What the bench measures, where it keeps things, and the command line that narrows a run. */
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const BENCH_DIR = path.join(ROOT, "bench")
export const FLOOR_DIR = path.join(BENCH_DIR, "tmp", "floor")
export const LHR_DIR = path.join(BENCH_DIR, "tmp", "lhr")
/** What Lighthouse gathered in the run being measured (a trace of 5–10 MB), removed once audited. */
export const ARTIFACTS_DIR = path.join(BENCH_DIR, "tmp", "artifacts")
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium"

/**
 * Every public route. The 404 page is measured at /404, where the host serves it with status 200:
 * Lighthouse refuses to measure a page answered with 404.
 */
const ALL_ROUTES = ["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso", "/404"]
const ALL_FORM_FACTORS = ["mobile", "desktop"]

// Debian's Chromium as root, offline: the same flags as the browser tests (playwright.config.ts).
export const CHROME_FLAGS = [
  "--headless=new",
  ...JSON.parse(readFileSync(path.join(ROOT, "scripts/chromium-flags.json"), "utf8")),
]

export const versionOf = packageName =>
  JSON.parse(readFileSync(path.join(ROOT, "node_modules", packageName, "package.json"), "utf8")).version

/** Messages about progress go to stderr, so stdout holds only the result. */
export const log = message => process.stderr.write(`${message}\n`)

/**
 * Usage: node scripts/bench.mjs [--no-build] [--runs 3] [--port 9180 (and the next 5 ports)]
 *   [--routes /,/obrigado] [--devices mobile] [--against <git-ref>]
 * --routes and --devices narrow a run while tuning; the budgets are judged on what was measured.
 * --against builds that git ref too (against.mjs) and measures it beside this build and the floor.
 */
const USAGE =
  "Use: npm run bench -- [--no-build] [--runs 3] [--port 9180] [--routes /,/obrigado] [--devices mobile,desktop] [--against <ref>]"
const VALUED = ["runs", "port", "routes", "devices", "against"]

export function parseOptions(argv) {
  // A mistyped flag (or --help) stops here, before a run of many minutes measures the wrong thing.
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === "--no-build") continue
    if (VALUED.includes(arg.slice(2)) && arg.startsWith("--")) {
      if (!argv[index + 1] || argv[index + 1].startsWith("--")) throw new Error(`${arg}: falta o valor. ${USAGE}`)
      index++
      continue
    }
    throw new Error(`${arg.startsWith("-") ? "Opção desconhecida" : "Não sei o que fazer com"}: ${arg}. ${USAGE}`)
  }
  const option = (name, fallback) => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback
  }
  // An unknown or empty list stops the run before it measures nothing.
  const listOption = (name, allowed) => {
    const requested = option(name, allowed.join(","))
      .split(",")
      .filter(value => value !== "")
    const unknown = requested.filter(value => !allowed.includes(value))
    if (unknown.length)
      throw new Error(`--${name}: não conheço ${unknown.join(", ")}; escolha entre ${allowed.join(",")}`)
    if (!requested.length) throw new Error(`--${name}: nada foi dado; escolha entre ${allowed.join(",")}`)
    return requested
  }
  const runs = Number(option("runs", "3"))
  const basePort = Number(option("port", process.env.BENCH_PORT ?? "9180"))
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs: um número inteiro, a partir de 1")
  if (!Number.isInteger(basePort) || basePort < 1024) throw new Error("--port: uma porta livre, a partir de 1024")
  return {
    build: !argv.includes("--no-build"),
    runs,
    basePort,
    against: option("against", undefined),
    routes: listOption("routes", ALL_ROUTES),
    formFactors: listOption("devices", ALL_FORM_FACTORS),
  }
}
