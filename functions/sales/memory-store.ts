/** The sales Store in memory, for unit tests, with the D1 store's rules. */
import type { Sale, SaleStatus } from "./sale"
import type { LeadRow, Report, Store } from "./store"

interface SaleRow {
  status: SaleStatus
  leadId: string | null
  reports: Partial<Record<Report, "sending" | "sent" | "failed">>
}

export function memoryStore(): { store: Store; leads: Map<string, LeadRow>; sales: Map<string, SaleRow> } {
  const leads = new Map<string, LeadRow>()
  const sales = new Map<string, SaleRow>()
  const key = (sale: Sale) => `${sale.platform} ${sale.transaction}`
  const store: Store = {
    addLead: lead => {
      if (!leads.has(lead.lead_id)) leads.set(lead.lead_id, lead)
      return Promise.resolve()
    },
    leadById: leadId => Promise.resolve(leads.get(leadId) ?? null),
    leadByEmail: (emailSha256, before) => {
      const matches = [...leads.values()].filter(lead => lead.email_sha256 === emailSha256 && lead.created_at <= before)
      return Promise.resolve(matches.sort((a, b) => b.created_at - a.created_at)[0] ?? null)
    },
    saleLead: sale => Promise.resolve(sales.get(key(sale))?.leadId),
    saveSale: (sale, leadId) => {
      const row = sales.get(key(sale))
      sales.set(key(sale), { status: sale.status, leadId: row?.leadId ?? leadId, reports: row?.reports ?? {} })
      return Promise.resolve()
    },
    claim: (sale, report, after) => {
      const row = sales.get(key(sale))
      const free = row && (row.reports[report] ?? "failed") === "failed" && (!after || row.reports[after] === "sent")
      if (free) row.reports[report] = "sending"
      return Promise.resolve(Boolean(free))
    },
    settle: (sale, report, outcome) => {
      const row = sales.get(key(sale))
      if (row) row.reports[report] = outcome
      return Promise.resolve()
    },
  }
  return { store, leads, sales }
}
