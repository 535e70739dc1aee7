/**
 * A sale notification: proof checked before anything is read, the sale stored and matched to its lead, each report
 * claimed once per transaction and sent after the answer (waitUntil), so the platform gets its 2xx whatever happens.
 */
import { deliver, plannedReports, type ReportDeps } from "./report"
import { emailSha256, type Sale } from "./sale"
import { d1Store, type LeadRow, type SalesEnv, type Store } from "./store"

/** What a Pages Function receives (the part of Cloudflare's EventContext used here). */
export type SalesContext = { request: Request; env: SalesEnv; waitUntil: (promise: Promise<unknown>) => void }

/** `verify`: whether the call comes from the platform, from the raw body and headers, before any parsing. */
export interface Platform {
  verify: (request: Request, body: ArrayBuffer, env: SalesEnv) => Promise<boolean>
  toSale: (payload: unknown) => Sale | undefined
}

export type SalesDeps = ReportDeps & { store: (env: SalesEnv) => Store }

export const liveDeps: SalesDeps = {
  fetch: (input, init) => fetch(input, init),
  sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
  log: message => console.log(message),
  now: () => Date.now(),
  store: env => d1Store(env.DB),
}

export async function receiveWebhook(context: SalesContext, platform: Platform, deps: SalesDeps): Promise<Response> {
  const { request, env } = context
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } })
  const body = await request.arrayBuffer()
  if (!(await platform.verify(request, body, env)))
    return new Response("não autorizado: o token não confere com o do site", { status: 401 })
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(body))
  } catch {
    return new Response("JSON malformado", { status: 400 })
  }
  const sale = platform.toSale(payload)
  if (!sale) return new Response("sem código de transação", { status: 400 })
  const store = deps.store(env)
  const now = deps.now()
  const lead = await matchLead(store, sale, now)
  await store.saveSale(sale, lead?.lead_id ?? null, now)
  const claimed = []
  for (const delivery of await plannedReports(sale, lead, env, deps)) {
    if (await store.claim(sale, delivery.report, delivery.after)) claimed.push(delivery)
  }
  context.waitUntil(
    Promise.all(
      claimed.map(async delivery => {
        const sent = await deliver(delivery, sale, deps)
        await store.settle(sale, delivery.report, sent ? "sent" : "failed", deps.now())
      }),
    ).catch((error: unknown) => {
      deps.log(`sales: reports of ${sale.platform} ${sale.transaction} stopped (${String(error)})`)
    }),
  )
  return Response.json({ status: sale.status, reports: claimed.map(delivery => delivery.report) })
}

/** The lead matched before; else the link's reference (even unstored: the visitor shared nothing); else by e-mail. */
async function matchLead(store: Store, sale: Sale, now: number): Promise<LeadRow | null> {
  const known = await store.saleLead(sale)
  if (known) return store.leadById(known)
  if (sale.leadRef) return store.leadById(sale.leadRef)
  if (!sale.email) return null
  return store.leadByEmail(await emailSha256(sale.email), now)
}
