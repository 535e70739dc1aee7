#!/usr/bin/env node
/**
 * The offers' boundaries (a start, the last day, an end: when a page with an
 * offer changes), for the rebuild that keeps the static HTML true.
 *
 *   npm run offers:next [-- --now 2026-11-30T12:00:00-03:00]
 *     says when the next one is, from content/ (src/features/offers/offer-boundaries.ts).
 *   node scripts/offers.mjs rebuild [--now …] [--site https://…]
 *     reads the live site's /build.json (when it was built and the boundaries
 *     its content had) and calls the host's deploy hook (DEPLOY_HOOK_URL) when
 *     a boundary has passed since that build. Without DEPLOY_HOOK_URL it only
 *     says so. Run every hour by .github/workflows/offer-boundaries.yml; it needs
 *     nothing installed. A second call before the new build is live asks for
 *     one more build, nothing else.
 *
 * The site's address: --site, else SITE_URL, else content/site.json's siteUrl.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const TIME_ZONE = "America/Sao_Paulo"
const TIMEOUT_MS = 20_000

const OFFER_NAMES = { week: "a Semana do Cliente", promo: "a promoção da página inicial" }
const KIND_WORDS = { start: "começa", "last-day": 'entra no último dia ("só hoje")', end: "termina" }

class UsageError extends Error {}

/** "30/11/2026 às 00:00 (horário de Brasília)"; seconds only when there are any. */
function whenText(ms) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("pt-BR", {
      timeZone: TIME_ZONE,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(ms)
      .map(part => [part.type, part.value]),
  )
  const time = parts.second === "00" ? `${parts.hour}:${parts.minute}` : `${parts.hour}:${parts.minute}:${parts.second}`
  return `${parts.day}/${parts.month}/${parts.year} às ${time} (horário de Brasília)`
}

/** "3 dias e 4 horas", "2 horas e 5 minutos", "menos de 1 minuto". */
function durationText(ms) {
  const minutes = Math.floor(ms / 60_000)
  const units = [
    [Math.floor(minutes / 1440), "dia", "dias"],
    [Math.floor((minutes % 1440) / 60), "hora", "horas"],
    [minutes % 60, "minuto", "minutos"],
  ].filter(([value]) => value > 0)
  if (units.length === 0) return "menos de 1 minuto"
  return units
    .slice(0, 2)
    .map(([value, one, many]) => `${value} ${value === 1 ? one : many}`)
    .join(" e ")
}

/**
 * Text holding strings from the live /build.json, made safe for a GitHub Actions log: one line, and no "::",
 * so a crafted value cannot start a workflow command (::error::, ::add-mask::).
 */
function printable(text) {
  return text.replace(/[\r\n]+/g, " ").replace(/:{2,}/g, ":")
}

/** "a Semana do Cliente termina em 06/12/2026 às 23:59:59 (horário de Brasília), em /semana-cliente". */
function boundaryText(boundary) {
  const offer = OFFER_NAMES[boundary.offer] ?? `a oferta "${boundary.offer}"`
  const text = `${offer} ${KIND_WORDS[boundary.kind] ?? boundary.kind} em ${whenText(boundary.at)}, em ${boundary.path}`
  return printable(text)
}

/** The boundaries that passed after `builtAt` and by `now`: each asks for a new build. */
function passedSince(boundaries, builtAt, now) {
  return boundaries.filter(boundary => boundary.at > builtAt && boundary.at <= now)
}

function parseArgs(argv) {
  const [command, ...rest] = argv
  if (command !== "next" && command !== "rebuild") {
    throw new UsageError(`comando desconhecido "${command ?? ""}": use "next" ou "rebuild"`)
  }
  const options = { command, now: Date.now(), site: undefined }
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]]
    if (flag !== "--now" && flag !== "--site") throw new UsageError(`opção desconhecida "${flag}": use --now ou --site`)
    if (value === undefined) throw new UsageError(`a opção ${flag} precisa de um valor`)
    if (flag === "--now") {
      options.now = Date.parse(value)
      if (Number.isNaN(options.now)) {
        throw new UsageError(`--now "${value}" não é uma data com hora e fuso, como 2026-11-30T12:00:00-03:00`)
      }
    } else options.site = value
  }
  return options
}

/** content/'s boundaries, computed by the site's own code (bundled on the fly: it is TypeScript). */
async function contentBoundaries() {
  const { build } = await import("esbuild")
  const result = await build({
    stdin: {
      contents:
        'export { offerBoundaries } from "./src/features/offers/offer-boundaries"\n' +
        'export { OFFER_PLACEMENTS } from "./src/features/offers/offer-placements"\n',
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  })
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`
  const { offerBoundaries, OFFER_PLACEMENTS } = await import(url)
  return offerBoundaries(OFFER_PLACEMENTS)
}

async function next(now) {
  const upcoming = (await contentBoundaries()).filter(boundary => boundary.at > now)
  if (upcoming.length === 0) {
    console.log("Nenhuma oferta com data futura no conteúdo: nenhum build a esperar.")
    return 0
  }
  const [first, ...later] = upcoming
  const left = durationText(first.at - now)
  console.log(
    `Próxima mudança de oferta: ${boundaryText(first)}. ${/^(1 |menos)/.test(left) ? "Falta" : "Faltam"} ${left}.`,
  )
  for (const boundary of later) console.log(`Depois: ${boundaryText(boundary)}.`)
  console.log(
    "O site precisa de um build logo depois de cada uma; com DEPLOY_HOOK_URL configurado, o workflow offer-boundaries pede esse build sozinho.",
  )
  return 0
}

function siteUrl(given) {
  if (given) return given
  if (process.env.SITE_URL?.trim()) return process.env.SITE_URL.trim()
  return JSON.parse(readFileSync(path.join(ROOT, "content", "site.json"), "utf8")).siteUrl
}

/** The live site's /build.json, checked; throws a Portuguese message naming the address. */
async function liveBuild(site, now) {
  const address = new URL(`/build.json?agora=${now}`, site)
  const shown = `${address.origin}/build.json`
  let response
  try {
    response = await fetch(address, { cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    throw new Error(`não consegui ler ${shown}: ${error.cause?.code ?? error.message}`)
  }
  if (!response.ok) throw new Error(`${shown} respondeu ${response.status}: o site no ar foi publicado com build.json?`)
  const info = await response.json().catch(() => undefined)
  const builtAt = Date.parse(info?.builtAt ?? "")
  const boundaries = Array.isArray(info?.boundaries)
    ? info.boundaries.map(boundary => ({ ...boundary, at: Date.parse(boundary?.at ?? "") }))
    : undefined
  if (Number.isNaN(builtAt) || !boundaries || boundaries.some(boundary => Number.isNaN(boundary.at))) {
    throw new Error(`${shown} não tem "builtAt" e "boundaries" com datas válidas`)
  }
  return { builtAt, boundaries }
}

async function rebuild(now, site) {
  const hook = process.env.DEPLOY_HOOK_URL?.trim()
  if (!hook) {
    console.log("DEPLOY_HOOK_URL não está definido: o build automático nas mudanças de oferta está desligado.")
    return 0
  }
  const { builtAt, boundaries } = await liveBuild(siteUrl(site), now)
  const passed = passedSince(boundaries, builtAt, now)
  if (passed.length === 0) {
    const coming = boundaries.find(boundary => boundary.at > now)
    console.log(`Nenhuma mudança de oferta desde o build de ${whenText(builtAt)}: nada a fazer.`)
    if (coming) console.log(`A próxima: ${boundaryText(coming)}.`)
    return 0
  }
  passed.forEach(boundary => console.log(`Desde o build de ${whenText(builtAt)}, ${boundaryText(boundary)}.`))
  // The hook's address is a secret: never printed.
  const response = await fetch(hook, { method: "POST", signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(error => {
    throw new Error(`o deploy hook não respondeu: ${error.cause?.code ?? error.message}`)
  })
  if (!response.ok) throw new Error(`o deploy hook respondeu ${response.status}: confira DEPLOY_HOOK_URL`)
  console.log("Novo build pedido ao host.")
  return 0
}

async function main(argv) {
  try {
    const options = parseArgs(argv)
    return options.command === "next" ? await next(options.now) : await rebuild(options.now, options.site)
  } catch (error) {
    console.error(`offers: ${error.message}`)
    return error instanceof UsageError ? 2 : 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2))
