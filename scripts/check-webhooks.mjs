#!/usr/bin/env node
/**
 * npm run check:webhooks: sends a test lead to each lead webhook as a visitor's browser would (CORS preflight, then
 * the POST) and says in Portuguese whether a real lead would get through; exits 1 if not. Settings: content/site.json,
 * overridden as in the build by SITE_URL, LEAD_WEBHOOK_URL_1 and LEAD_WEBHOOK_URL_2.
 */
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"

const WEBHOOK_VARS = ["LEAD_WEBHOOK_URL_1", "LEAD_WEBHOOK_URL_2"]

/** Why a webhook address cannot receive a visitor's lead, or undefined when it can. */
function addressProblem(address) {
  let url
  try {
    url = new URL(address)
  } catch {
    return "não é um endereço válido; use um endereço completo como https://…"
  }
  // Plain http:// only for this machine.
  const loopback = url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname)
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return undefined
  return "precisa começar com https:// (o site é servido em https, e o navegador bloqueia envios para http://)"
}

/** A lead shaped like the site's (src/features/lead/delivery/lead.ts), marked as a test. */
const testLead = siteUrl => ({
  lead_id: randomUUID(),
  nome: "Teste de Webhook (não é um lead)",
  email: "teste-webhook@example.com",
  telefone: "(11) 90000-0000",
  plano: "Teste",
  preco: "R$ 0",
  timestamp: new Date().toISOString(),
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
})

const allowsOrigin = (response, origin) =>
  ["*", origin].includes(response.headers.get("access-control-allow-origin")?.trim())
const ok = response => response.status >= 200 && response.status <= 299

async function request(url, init) {
  try {
    return { response: await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(15_000) }) }
  } catch (error) {
    return { error: error?.cause?.code ?? error?.name ?? String(error) }
  }
}

/** Checks one webhook as the browser would: the Portuguese message when a lead would not get through. */
async function webhookProblem(webhook, origin) {
  const fixCors = `ative CORS para ${origin} (Access-Control-Allow-Origin: ${origin} ou *, Access-Control-Allow-Methods: POST, OPTIONS, Access-Control-Allow-Headers: Content-Type) ou troque por um webhook que aceite envios do navegador`
  const fail = problem => ({ problem })
  const problem = addressProblem(webhook)
  if (problem) return fail(`o endereço ${problem}`)
  const headers = {
    Origin: origin,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "content-type",
  }
  const preflight = await request(webhook, { method: "OPTIONS", headers })
  if (preflight.error)
    return fail(`não foi possível conectar (${preflight.error}); confira o endereço e se o serviço está no ar`)
  const { status } = preflight.response
  if (!ok(preflight.response) || !allowsOrigin(preflight.response, origin))
    return fail(`o webhook não responde ao preflight CORS (OPTIONS → HTTP ${status}); ${fixCors}`)
  const allowedHeaders = (preflight.response.headers.get("access-control-allow-headers") ?? "").split(",")
  if (!allowedHeaders.some(name => ["*", "content-type"].includes(name.trim().toLowerCase())))
    return fail(`o preflight CORS não permite o cabeçalho Content-Type, e o lead vai em JSON; ${fixCors}`)
  const body = JSON.stringify(testLead(origin))
  const json = { Origin: origin, "Content-Type": "application/json" }
  const post = await request(webhook, { method: "POST", headers: json, body })
  if (post.error) return fail(`o envio do lead falhou (${post.error})`)
  if (!ok(post.response))
    return fail(`o webhook recusou o lead (POST → HTTP ${post.response.status}); confira o fluxo que recebe os leads`)
  if (!allowsOrigin(post.response, origin))
    return fail(
      `a resposta ao POST não tem Access-Control-Allow-Origin, então o navegador acha que o envio falhou e repete o lead; ${fixCors}`,
    )
  return { message: `um lead de visitante chega (preflight HTTP ${status}, POST HTTP ${post.response.status})` }
}

const site = JSON.parse(readFileSync(new URL("../content/site.json", import.meta.url), "utf8"))
const setting = (name, fallback) => process.env[name]?.trim() || fallback
const origin = new URL(setting("SITE_URL", site.siteUrl)).origin
const webhooks = WEBHOOK_VARS.map((name, index) => setting(name, site.webhooks?.[index])).filter(Boolean)
console.log(`Testando os webhooks de lead como um navegador em ${origin} (lead de teste, "teste": true)\n`)
let failures = 0
for (const webhook of webhooks) {
  const { problem, message } = await webhookProblem(webhook, origin)
  if (problem) failures++
  console.log(`${problem ? "FALHA" : "OK   "} ${webhook}\n      ${problem ?? message}`)
}
if (webhooks.length === 0) {
  failures++
  console.log(`FALHA nenhum webhook configurado em content/site.json nem em ${WEBHOOK_VARS.join(", ")}`)
}
console.log(
  failures === 0
    ? "\nTodos os webhooks recebem os leads dos visitantes."
    : `\n${failures} webhook(s) não receberiam os leads dos visitantes: corrija antes de publicar.`,
)
process.exitCode = failures === 0 ? 0 : 1
