import { cellAt, fileError, findColumn, requireColumns, type Table } from "./table"

/** The environments real visitors see (servesVisitors in src/content-model/build-environment.ts). */
const COUNTED_ENVIRONMENTS = new Set(["production", "branch"])
const TRUE = new Set("true 1 sim s yes verdadeiro".split(" "))
const FALSE = new Set(" false 0 não nao n no falso".split(" "))
const UNMATCHED = "vendas sem a variante no sck não podem ser ligadas aos leads."
export const LEAD_COLUMNS = { variant: ["variante"], environment: ["ambiente"] }

/**
 * The CRM's export (field names of src/features/lead/delivery/lead.ts). Each lead once (the site retries with the
 * same lead_id), each person once per variant (a second submit is not a second prospect); no test or suspect.
 */
export function readLeads(tables: readonly Table[]) {
  const skipped = { test: 0, suspected: 0, repeated: 0 }
  /** Counted leads, and the first and last one's time (NaN without a timestamp): the test's daily pace. */
  const byVariant = new Map<string, { count: number; first: number; last: number }>()
  /** Each counted lead's e-mail and its variant, null when the e-mail is in two variants. */
  const variantByEmail = new Map<string, string | null>()
  const warnings: string[] = []
  const seen = new Set<string>()
  for (const table of tables) {
    const { variant, environment } = requireColumns(table, "uma exportação de leads", LEAD_COLUMNS)
    const [id, email, time, suspect] = [["lead_id"], ["email", "e-mail"], ["timestamp"], ["suspeito"]].map(names =>
      findColumn(table, names),
    )
    if (email < 0) warnings.push(`${table.file} não tem a coluna "email": ${UNMATCHED}`)
    for (const { at, cells } of table.rows) {
      const [name, address, flag] = [variant, email, suspect].map(index => cellAt(cells, index).toLowerCase())
      const leadId = cellAt(cells, id) && `id\n${cellAt(cells, id)}`
      if (!name) throw fileError(table.file, at, "o lead está sem variante")
      if (!TRUE.has(flag) && !FALSE.has(flag)) {
        throw fileError(table.file, at, `"suspeito" deveria ser true ou false, não "${cellAt(cells, suspect)}"`)
      }
      if (leadId && seen.has(leadId)) skipped.repeated++
      else if (!COUNTED_ENVIRONMENTS.has(cells[environment].toLowerCase())) skipped.test++
      else if (TRUE.has(flag)) skipped.suspected++
      else if (address && seen.has(`${name}\n${address}`)) skipped.repeated++
      else {
        const when = Date.parse(cellAt(cells, time))
        const { count, first, last } = byVariant.get(name) ?? { count: 0, first: when, last: when }
        byVariant.set(name, { count: count + 1, first: Math.min(first, when), last: Math.max(last, when) })
        if (address) {
          variantByEmail.set(address, variantByEmail.has(address) ? null : name)
          seen.add(`${name}\n${address}`)
        }
      }
      if (leadId) seen.add(leadId)
    }
  }
  return { byVariant, variantByEmail, skipped, warnings }
}
