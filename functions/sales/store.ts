/** The sales database (D1, binding DB; migrations/). Each write deletes what is past retention: Pages has no cron. */
import type { Sale } from "./sale"

/** How long a lead's keys and a sale's record are kept (the privacy policy states it). */
export const RETENTION_DAYS = 180
const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000

/** The columns of the leads table; `consent`: the granted categories, space-separated. */
export interface LeadRow {
  lead_id: string
  variante: string
  ambiente: string
  consent: string
  ga_client_id: string | null
  fbp: string | null
  fbc: string | null
  click_ids: string | null
  email_sha256: string | null
  phone_sha256: string | null
  user_agent: string | null
  ip: string | null
  created_at: number
}

/** What is told once per transaction, each a column of the sales table. */
export type Report = "ga4_purchase" | "meta_purchase" | "ga4_refund"

export interface Store {
  /** The first write of a lead id wins. */
  addLead: (lead: LeadRow) => Promise<void>
  leadById: (leadId: string) => Promise<LeadRow | null>
  /** The most recent lead with this e-mail hash created at or before `before`. */
  leadByEmail: (emailSha256: string, before: number) => Promise<LeadRow | null>
  /** Undefined when the sale is new, null when it has no lead. */
  saleLead: (sale: Sale) => Promise<string | null | undefined>
  /** Stores the sale's latest status; a lead already matched stays. */
  saveSale: (sale: Sale, leadId: string | null, now: number) => Promise<void>
  /** Takes a report for sending, unless it was sent or is being sent (or `after` was not sent). */
  claim: (sale: Sale, report: Report, after?: Report) => Promise<boolean>
  settle: (sale: Sale, report: Report, outcome: "sent" | "failed", now: number) => Promise<void>
}

/** The part of Cloudflare's D1 binding used here. */
interface D1Statement {
  bind: (...values: unknown[]) => D1Statement
  first: <Row>() => Promise<Row | null>
  run: () => Promise<{ meta: { changes: number } }>
}
export interface D1Database {
  prepare: (sql: string) => D1Statement
  batch: (statements: D1Statement[]) => Promise<unknown[]>
}

const SALE_KEY = "platform = ? AND transaction_id = ?"

export function d1Store(db: D1Database): Store {
  const purge = (now: number) => [
    db.prepare("DELETE FROM leads WHERE created_at < ?").bind(now - RETENTION_MS),
    db.prepare("DELETE FROM sales WHERE updated_at < ?").bind(now - RETENTION_MS),
  ]
  return {
    async addLead(lead) {
      const columns = Object.keys(lead)
      const insert = `INSERT OR IGNORE INTO leads (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`
      await db.batch([db.prepare(insert).bind(...(Object.values(lead) as unknown[])), ...purge(lead.created_at)])
    },
    leadById: leadId => db.prepare("SELECT * FROM leads WHERE lead_id = ?").bind(leadId).first<LeadRow>(),
    leadByEmail: (emailSha256, before) =>
      db
        .prepare("SELECT * FROM leads WHERE email_sha256 = ? AND created_at <= ? ORDER BY created_at DESC LIMIT 1")
        .bind(emailSha256, before)
        .first<LeadRow>(),
    async saleLead(sale) {
      const row = await db
        .prepare(`SELECT lead_id FROM sales WHERE ${SALE_KEY}`)
        .bind(sale.platform, sale.transaction)
        .first<{ lead_id: string | null }>()
      return row ? row.lead_id : undefined
    },
    async saveSale(sale, leadId, now) {
      const details = [sale.value, sale.currency, sale.product].map(detail => detail ?? null)
      const upsert = db
        .prepare(
          `INSERT INTO sales (platform, transaction_id, event, status, value, currency, product, lead_id, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (platform, transaction_id) DO UPDATE SET event = excluded.event, status = excluded.status,
             value = COALESCE(excluded.value, value), currency = COALESCE(excluded.currency, currency),
             product = COALESCE(excluded.product, product), lead_id = COALESCE(lead_id, excluded.lead_id),
             updated_at = excluded.updated_at`,
        )
        .bind(sale.platform, sale.transaction, sale.event, sale.status, ...details, leadId, now, now)
      await db.batch([upsert, ...purge(now)])
    },
    async claim(sale, report, after) {
      const condition = after ? ` AND ${after} = 'sent'` : ""
      const { meta } = await db
        .prepare(
          `UPDATE sales SET ${report} = 'sending' WHERE ${SALE_KEY} AND (${report} IS NULL OR ${report} = 'failed')${condition}`,
        )
        .bind(sale.platform, sale.transaction)
        .run()
      return meta.changes === 1
    },
    async settle(sale, report, outcome, now) {
      await db
        .prepare(`UPDATE sales SET ${report} = ?, updated_at = ? WHERE ${SALE_KEY}`)
        .bind(outcome, now, sale.platform, sale.transaction)
        .run()
    },
  }
}

type SalesSetting = "HOTMART_HOTTOK" | "KIWIFY_TOKEN" | "GA4_ID" | "GA4_API_SECRET" | "GA4_MP_URL" | "META_PIXEL_ID"
type MetaSetting = "META_CAPI_TOKEN" | "META_CAPI_URL" | "META_TEST_EVENT_CODE"
/** The bindings and secrets of the sales endpoints (wrangler.toml, the project's settings). */
export type SalesEnv = { DB: D1Database } & Partial<Record<SalesSetting | MetaSetting, string>>
