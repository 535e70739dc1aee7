/**
 * What a sale tells GA4 (Measurement Protocol) and Meta (Conversions API), under the consent its lead gave: GA4
 * with analytics, Meta with marketing. Google Ads imports GA4's key event; Meta has no refund event.
 */
import site from "../../content/site.json"
import { emailSha256, type Sale } from "./sale"
import type { LeadRow, Report, SalesEnv } from "./store"

const GA4_MP_URL = "https://www.google-analytics.com"
const META_CAPI_URL = "https://graph.facebook.com"
const META_API_VERSION = "v25.0"
const TRIES = 3
/** The wait before the next try, times the tries so far. */
const BACKOFF_MS = 500
const TRY_TIMEOUT_MS = 8_000

export interface ReportDeps {
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  log: (message: string) => void
  now: () => number
}

/** `after`: the report that must have been sent first (a refund needs its purchase). */
type Delivery = { report: Report; after?: Report; url: string; body: unknown }

/** The reports a sale calls for, skipping (and logging) a destination whose settings are missing. */
export async function plannedReports(sale: Sale, lead: LeadRow | null, env: SalesEnv, deps: ReportDeps) {
  if (!lead) return []
  const granted = lead.consent.split(" ")
  const reports: (Delivery | undefined)[] = []
  if (sale.status === "approved") {
    if (granted.includes("analytics")) reports.push(ga4("ga4_purchase", sale, lead, env, deps))
    if (granted.includes("marketing")) reports.push(await meta(sale, lead, env, deps))
  } else if ((sale.status === "refunded" || sale.status === "chargeback") && granted.includes("analytics")) {
    reports.push(ga4("ga4_refund", sale, lead, env, deps))
  }
  return reports.filter(report => report !== undefined)
}

function ga4(report: "ga4_purchase" | "ga4_refund", sale: Sale, lead: LeadRow, env: SalesEnv, deps: ReportDeps) {
  if (!env.GA4_API_SECRET) {
    deps.log(skipped("GA4_API_SECRET"))
    return undefined
  }
  // Without the browser's id GA4 cannot tie the purchase to a visit (the _ga cookie was blocked).
  if (!lead.ga_client_id) return undefined
  const adsGranted = lead.consent.split(" ").includes("marketing") ? "GRANTED" : "DENIED"
  const query = new URLSearchParams({ measurement_id: env.GA4_ID || site.tags.ga4Id, api_secret: env.GA4_API_SECRET })
  return {
    report,
    after: report === "ga4_refund" ? ("ga4_purchase" as const) : undefined,
    url: `${env.GA4_MP_URL || GA4_MP_URL}/mp/collect?${query.toString()}`,
    body: {
      client_id: lead.ga_client_id,
      consent: { ad_user_data: adsGranted, ad_personalization: adsGranted },
      events: [
        {
          name: report === "ga4_purchase" ? "purchase" : "refund",
          params: {
            transaction_id: sale.transaction,
            value: sale.value,
            currency: sale.currency,
            variante: lead.variante,
            ambiente: lead.ambiente,
            // A sale from a test build shows in DebugView.
            debug_mode: lead.ambiente === "production" ? undefined : true,
          },
        },
      ],
    },
  }
}

async function meta(sale: Sale, lead: LeadRow, env: SalesEnv, deps: ReportDeps): Promise<Delivery | undefined> {
  if (!env.META_CAPI_TOKEN) {
    deps.log(skipped("META_CAPI_TOKEN"))
    return undefined
  }
  const email = sale.email ? await emailSha256(sale.email) : lead.email_sha256
  return {
    report: "meta_purchase",
    url: `${env.META_CAPI_URL || META_CAPI_URL}/${META_API_VERSION}/${env.META_PIXEL_ID || site.tags.metaPixelId}/events`,
    body: {
      data: [
        {
          event_name: "Purchase",
          event_time: Math.floor(deps.now() / 1000),
          // The browser's pixel sends the same id on /obrigado: Meta keeps one of the two.
          event_id: sale.transaction,
          action_source: "website",
          event_source_url: `${site.siteUrl}/`,
          user_data: {
            fbp: lead.fbp ?? undefined,
            fbc: lead.fbc ?? undefined,
            em: email ? [email] : undefined,
            ph: lead.phone_sha256 ? [lead.phone_sha256] : undefined,
            client_user_agent: lead.user_agent ?? undefined,
            client_ip_address: lead.ip ?? undefined,
          },
          custom_data: { value: sale.value, currency: sale.currency },
        },
      ],
      test_event_code: env.META_TEST_EVENT_CODE || undefined,
      // In the body, not the address, so the token stays out of logs.
      access_token: env.META_CAPI_TOKEN,
    },
  }
}

const skipped = (secret: string) => `sales: ${secret} is not set; that report is skipped`

/** Sends one report, retrying a network error, a 429 or a 5xx; true once it is accepted. */
export async function deliver(delivery: Delivery, sale: Sale, deps: ReportDeps): Promise<boolean> {
  const what = `${delivery.report} of ${sale.platform} ${sale.transaction}`
  for (let attempt = 1; ; attempt++) {
    let problem: string
    let retry = true
    try {
      const response = await deps.fetch(delivery.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.ok) {
        deps.log(`sales: ${what} sent`)
        return true
      }
      problem = `HTTP ${response.status}`
      retry = response.status === 429 || response.status >= 500
    } catch (error) {
      problem = error instanceof Error ? error.message : "network error"
    }
    if (!retry || attempt === TRIES) {
      deps.log(`sales: ${what} failed after ${attempt} tries (${problem})`)
      return false
    }
    await deps.sleep(BACKOFF_MS * attempt)
  }
}
