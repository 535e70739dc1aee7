#!/usr/bin/env node
/**
 * The offers' boundaries (when a page with an offer changes), for the rebuild that keeps the static HTML true.
 *   npm run offers:next [-- --now 2026-11-30T12:00:00-03:00]: when the next one is, from content/.
 *   node scripts/offers.mjs rebuild [--now …] [--site https://…]: calls DEPLOY_HOOK_URL when a boundary has passed
 *     since the live site's /build.json was built (hourly, .github/workflows/offer-boundaries.yml, nothing installed).
 * The site's address: --site, else SITE_URL, else content/site.json's siteUrl.
 */
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"

const TIMEOUT_MS = 20_000
const OFFER_NAMES = { week: "a Semana do Cliente", promo: "a promoção da página inicial" }
const KIND_WORDS = { start: "começa", "last-day": 'entra no último dia ("só hoje")', end: "termina" }

class UsageError extends Error {}

/** "30/11/2026 às 00:00 (horário de Brasília)"; seconds only when there are any. */
function whenText(ms) {
  const timeStyle = new Date(ms).getUTCSeconds() === 0 ? "short" : "medium"
  const text = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle })
  return `${text.format(ms).replace(/,? /, " às ")} (horário de Brasília)`
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

/** "a Semana do Cliente termina em …, em /semana-cliente": one line without "::" (no GitHub Actions command). */
function boundaryText({ offer, kind, at, path }) {
  const text = `${OFFER_NAMES[offer] ?? `a oferta "${offer}"`} ${KIND_WORDS[kind] ?? kind} em ${whenText(at)}, em ${path}`
  return text.replace(/[\r\n]+/g, " ").replace(/:{2,}/g, ":")
}

function parseArgs([command, ...rest]) {
  if (command !== "next" && command !== "rebuild") {
    throw new UsageError(`comando desconhecido "${command ?? ""}": use "next" ou "rebuild"`)
  }
  const options = { command, now: Date.now(), site: undefined }
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]]
    if (flag !== "--now" && flag !== "--site") throw new UsageError(`opção desconhecida "${flag}": use --now ou --site`)
    if (value === undefined) throw new UsageError(`a opção ${flag} precisa de um valor`)
    if (flag === "--site") options.site = value
    else options.now = Date.parse(value)
    if (Number.isNaN(options.now)) {
      throw new UsageError(`--now "${value}" não é uma data com hora e fuso, como 2026-11-30T12:00:00-03:00`)
    }
  }
  return options
}

async function next(now) {
  // Only here: the scheduled rebuild runs with nothing installed.
  const { importTs } = await import("./import-ts.mjs")
  const { offerBoundaries, OFFER_PLACEMENTS } = await importTs(
    'export { offerBoundaries } from "./src/features/offers/offer-boundaries"\n' +
      'export { OFFER_PLACEMENTS } from "./src/features/offers/offer-placements"',
  )
  const [first, ...later] = offerBoundaries(OFFER_PLACEMENTS).filter(boundary => boundary.at > now)
  if (!first) {
    console.log("Nenhuma oferta com data futura no conteúdo: nenhum build a esperar.")
    return
  }
  const left = durationText(first.at - now)
  const verb = /^(1 |menos)/.test(left) ? "Falta" : "Faltam"
  console.log(`Próxima mudança de oferta: ${boundaryText(first)}. ${verb} ${left}.`)
  for (const boundary of later) console.log(`Depois: ${boundaryText(boundary)}.`)
  console.log(
    "O site precisa de um build logo depois de cada uma; com DEPLOY_HOOK_URL configurado, o workflow offer-boundaries pede esse build sozinho.",
  )
}

/** The live site's /build.json, checked; throws a Portuguese message naming the address. */
async function liveBuild(site, now) {
  const address = new URL(`/build.json?agora=${now}`, site)
  const shown = `${address.origin}/build.json`
  const response = await fetch(address, { cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(error => {
    throw new Error(`não consegui ler ${shown}: ${error.cause?.code ?? error.message}`)
  })
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
    return
  }
  const siteJson = () => JSON.parse(readFileSync(new URL("../content/site.json", import.meta.url), "utf8")).siteUrl
  const { builtAt, boundaries } = await liveBuild(site || process.env.SITE_URL?.trim() || siteJson(), now)
  const passed = boundaries.filter(boundary => boundary.at > builtAt && boundary.at <= now)
  if (passed.length === 0) {
    const coming = boundaries.find(boundary => boundary.at > now)
    console.log(`Nenhuma mudança de oferta desde o build de ${whenText(builtAt)}: nada a fazer.`)
    if (coming) console.log(`A próxima: ${boundaryText(coming)}.`)
    return
  }
  for (const boundary of passed) console.log(`Desde o build de ${whenText(builtAt)}, ${boundaryText(boundary)}.`)
  // The hook's address is a secret: never printed. A second call before the new build is live asks for one more.
  const response = await fetch(hook, { method: "POST", signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(error => {
    throw new Error(`o deploy hook não respondeu: ${error.cause?.code ?? error.message}`)
  })
  if (!response.ok) throw new Error(`o deploy hook respondeu ${response.status}: confira DEPLOY_HOOK_URL`)
  console.log("Novo build pedido ao host.")
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = parseArgs(process.argv.slice(2))
    await (options.command === "next" ? next(options.now) : rebuild(options.now, options.site))
  } catch (error) {
    console.error(`offers: ${error.message}`)
    process.exitCode = error instanceof UsageError ? 2 : 1
  }
}
