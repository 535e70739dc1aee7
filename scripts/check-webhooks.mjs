#!/usr/bin/env node
/**
 * npm run check:webhooks: before launch, sends one test lead to each lead
 * webhook exactly as a visitor's browser on the site would (the CORS
 * preflight, then the JSON POST), and says in Portuguese whether a real lead
 * would get through, and what to fix when not. Exits 1 if any would not.
 *
 * Settings: content/site.json, overridden like the build does by SITE_URL,
 * LEAD_WEBHOOK_URL_1 and LEAD_WEBHOOK_URL_2 (src/content-model/settings.ts).
 * Plain http:// is accepted only for this machine (localhost, 127.x, ::1).
 */
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** The environment variables that override the settings this check reads (the build's names). */
export const ENV = { siteUrl: "SITE_URL", webhooks: ["LEAD_WEBHOOK_URL_1", "LEAD_WEBHOOK_URL_2"] }

const TIMEOUT_MS = 15_000

const isLoopback = hostname => hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname)

/** Why a webhook address cannot receive a visitor's lead, or undefined when it can. */
function addressProblem(address) {
  let url
  try {
    url = new URL(address)
  } catch {
    return "não é um endereço válido; use um endereço completo como https://…"
  }
  if (url.protocol === "https:") return undefined
  if (url.protocol === "http:" && isLoopback(url.hostname)) return undefined
  return "precisa começar com https:// (o site é servido em https, e o navegador bloqueia envios para http://)"
}

/** The settings of this check: the file's values, each replaced by its environment variable when set. */
function readSettings(env) {
  const site = JSON.parse(readFileSync(path.join(ROOT, "content/site.json"), "utf8"))
  const pick = (name, fallback) => env[name]?.trim() || fallback
  return {
    siteUrl: pick(ENV.siteUrl, site.siteUrl),
    webhooks: ENV.webhooks.map((name, index) => pick(name, site.webhooks?.[index])).filter(Boolean),
  }
}

/** A lead shaped like the site's (src/features/lead/delivery/lead.ts), marked as a test. */
function testLead(siteUrl, now = new Date()) {
  return {
    lead_id: randomUUID(),
    nome: "Teste de Webhook (não é um lead)",
    email: "teste-webhook@example.com",
    telefone: "(11) 90000-0000",
    plano: "Teste",
    preco: "R$ 0",
    timestamp: now.toISOString(),
    url_origem: `${siteUrl}/`,
    referrer: "",
    http_referrer: "",
    landing_page: `${siteUrl}/`,
    variante: "teste",
    // A CRM that filters test builds' leads (ambiente other than production) drops this one too.
    ambiente: "local",
    primeiro_toque: null,
    ultimo_toque: null,
    consentimento: { categorias: ["necessary"], versao_politica: null, data_escolha: null },
    teste: true,
  }
}

const listHas = (header, wanted) =>
  (header ?? "")
    .split(",")
    .map(item => item.trim().toLowerCase())
    .some(item => item === "*" || item === wanted)

const allowsOrigin = (response, origin) => {
  const allowed = response.headers.get("access-control-allow-origin")?.trim()
  return allowed === "*" || allowed === origin
}

async function request(url, init) {
  try {
    return { response: await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) }) }
  } catch (error) {
    return { error: error?.cause?.code ?? error?.name ?? String(error) }
  }
}

/** Checks one webhook as the browser would. Returns { ok, message } in Portuguese. */
export async function checkWebhook(webhook, origin, lead) {
  const fixCors = `ative CORS para ${origin} (Access-Control-Allow-Origin: ${origin} ou *, Access-Control-Allow-Methods: POST, OPTIONS, Access-Control-Allow-Headers: Content-Type) ou troque por um webhook que aceite envios do navegador`
  const problem = addressProblem(webhook)
  if (problem) return { ok: false, message: `o endereço ${problem}` }

  const preflight = await request(webhook, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  })
  if (preflight.error)
    return {
      ok: false,
      message: `não foi possível conectar (${preflight.error}); confira o endereço e se o serviço está no ar`,
    }
  const { status } = preflight.response
  if (status < 200 || status > 299 || !allowsOrigin(preflight.response, origin))
    return { ok: false, message: `o webhook não responde ao preflight CORS (OPTIONS → HTTP ${status}); ${fixCors}` }
  if (!listHas(preflight.response.headers.get("access-control-allow-headers"), "content-type"))
    return {
      ok: false,
      message: `o preflight CORS não permite o cabeçalho Content-Type, e o lead vai em JSON; ${fixCors}`,
    }

  const post = await request(webhook, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  })
  if (post.error) return { ok: false, message: `o envio do lead falhou (${post.error})` }
  if (post.response.status < 200 || post.response.status > 299)
    return {
      ok: false,
      message: `o webhook recusou o lead (POST → HTTP ${post.response.status}); confira o fluxo que recebe os leads`,
    }
  if (!allowsOrigin(post.response, origin))
    return {
      ok: false,
      message: `a resposta ao POST não tem Access-Control-Allow-Origin, então o navegador acha que o envio falhou e repete o lead; ${fixCors}`,
    }
  return {
    ok: true,
    message: `um lead de visitante chega (preflight HTTP ${status}, POST HTTP ${post.response.status})`,
  }
}

async function main(env = process.env) {
  const settings = readSettings(env)
  const origin = new URL(settings.siteUrl).origin
  console.log(`Testando os webhooks de lead como um navegador em ${origin} (lead de teste, "teste": true)\n`)
  let failures = 0
  for (const webhook of settings.webhooks) {
    const result = await checkWebhook(webhook, origin, testLead(origin))
    if (!result.ok) failures++
    console.log(`${result.ok ? "OK   " : "FALHA"} ${webhook}\n      ${result.message}`)
  }
  if (settings.webhooks.length === 0) {
    failures++
    console.log(`FALHA nenhum webhook configurado em content/site.json nem em ${ENV.webhooks.join(", ")}`)
  }
  console.log(
    failures === 0
      ? "\nTodos os webhooks recebem os leads dos visitantes."
      : `\n${failures} webhook(s) não receberiam os leads dos visitantes: corrija antes de publicar.`,
  )
  return failures === 0 ? 0 : 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main()
}
