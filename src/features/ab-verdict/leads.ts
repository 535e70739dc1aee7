/**
 * The CRM's export of the leads the site sent, with the lead's own field names
 * (src/features/lead/delivery/lead.ts). A lead counts when real visitors sent it
 * (ambiente production or branch) and it is not flagged suspeito; each lead once
 * (by lead_id: the site retries with the same id) and each person once per variant
 * (by e-mail: a second submit is not a second prospect).
 */
import { fileError } from "./errors"
import { cellAt, findColumn, requireColumns, type Table } from "./table"

/** The environments of builds that real visitors see (servesVisitors in src/content-model/build-environment.ts). */
const COUNTED_ENVIRONMENTS = new Set(["production", "branch"])
const TRUE = new Set("true 1 sim s yes verdadeiro".split(" "))
const FALSE = new Set(" false 0 não nao n no falso".split(" "))
export const LEAD_COLUMNS = { variant: ["variante"], environment: ["ambiente"] }

export type Leads = {
  /** Counted leads, and the first and last one's time (ms; NaN without a timestamp): the test's daily pace. */
  byVariant: Map<string, { count: number; first: number; last: number }>
  /** Each counted lead's e-mail and its variant, null when the e-mail is in two variants. */
  variantByEmail: Map<string, string | null>
  skipped: { test: number; suspected: number; repeated: number }
  warnings: string[]
}

export function readLeads(tables: readonly Table[]): Leads {
  const skipped = { test: 0, suspected: 0, repeated: 0 }
  const leads: Leads = { byVariant: new Map(), variantByEmail: new Map(), skipped, warnings: [] }
  const seen = new Set<string>()
  for (const table of tables) {
    const { variant, environment } = requireColumns(table, "uma exportação de leads", LEAD_COLUMNS)
    const [id, email, time, suspect] = [["lead_id"], ["email", "e-mail"], ["timestamp"], ["suspeito"]].map(names =>
      findColumn(table, names),
    )
    if (email < 0) {
      leads.warnings.push(
        `${table.file} não tem a coluna "email": vendas sem a variante no sck não podem ser ligadas aos leads.`,
      )
    }
    for (const { at, cells } of table.rows) {
      const [name, address, flag] = [variant, email, suspect].map(index => cellAt(cells, index).toLowerCase())
      const leadId = cellAt(cells, id)
      if (!name) throw fileError(table.file, at, "o lead está sem variante")
      if (!TRUE.has(flag) && !FALSE.has(flag)) {
        throw fileError(table.file, at, `"suspeito" deveria ser true ou false, não "${cellAt(cells, suspect)}"`)
      }
      if (leadId && seen.has(`id\n${leadId}`)) leads.skipped.repeated++
      else if (!COUNTED_ENVIRONMENTS.has(cells[environment].toLowerCase())) leads.skipped.test++
      else if (TRUE.has(flag)) leads.skipped.suspected++
      else if (address && seen.has(`${name}\n${address}`)) leads.skipped.repeated++
      else {
        const when = Date.parse(cellAt(cells, time))
        const counted = leads.byVariant.get(name) ?? { count: 0, first: when, last: when }
        leads.byVariant.set(name, {
          count: counted.count + 1,
          first: Math.min(counted.first, when),
          last: Math.max(counted.last, when),
        })
        if (address) {
          leads.variantByEmail.set(address, leads.variantByEmail.has(address) ? null : name)
          seen.add(`${name}\n${address}`)
        }
      }
      if (leadId) seen.add(`id\n${leadId}`)
    }
  }
  return leads
}
