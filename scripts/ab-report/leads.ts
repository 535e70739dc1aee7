/**
 * The CRM's export of the leads the site sent, with the lead's own field names
 * (src/features/lead/delivery/lead.ts): `variante`, `ambiente`, `suspeito`,
 * `lead_id`, `email`. A lead counts when real visitors sent it (ambiente
 * production or branch) and it is not flagged suspeito; each lead once (by
 * lead_id: the site retries with the same id) and each person once per
 * variant (by e-mail: a second submit is not a second prospect).
 */
import { fileError } from "./errors"
import type { InputRecord, InputTable } from "./table"

/** The environments of builds that real visitors see (servesVisitors in src/content-model/build-environment.ts). */
const COUNTED_ENVIRONMENTS = new Set(["production", "branch"])
const TRUE = new Set(["true", "1", "sim", "s", "yes", "verdadeiro"])
const FALSE = new Set(["", "false", "0", "não", "nao", "n", "no", "falso"])

export interface LeadCounts {
  /** Counted leads per variant, in the order variants first appear. */
  perVariant: Map<string, number>
  /**
   * Each counted lead's e-mail (lower-case) and its variant, null when the same
   * e-mail is in two variants: sales without a variant in their sck are matched by it.
   */
  variantByEmail: Map<string, string | null>
  /** Leads not counted, and why. */
  skipped: { test: number; suspected: number; repeated: number }
}

const REQUIRED = ["variante", "ambiente"] as const

function required(record: InputRecord, name: string, file: string): string {
  const field = record.field(name)
  if (!field) throw fileError(file, record.at, `o lead não tem o campo "${name}"`)
  return field.value
}

function suspected(record: InputRecord, file: string): boolean {
  const field = record.field("suspeito")
  if (!field) return false
  const value = field.value.toLowerCase()
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  throw fileError(file, field.at, `"suspeito" deveria ser true ou false, não "${field.value}"`)
}

export function countLeads(table: InputTable): LeadCounts {
  const { file } = table
  const hasHeader = table.columns.length > 0 && table.records.length > 0
  for (const name of REQUIRED) {
    if (hasHeader && !table.columns.includes(name) && table.records[0].field(name) === undefined) {
      throw fileError(
        file,
        { line: 1, column: 1 },
        `falta a coluna "${name}": exporte os leads com os nomes de campo que o site envia (variante, ambiente, suspeito, lead_id, email)`,
      )
    }
  }
  const counts: LeadCounts = {
    perVariant: new Map(),
    variantByEmail: new Map(),
    skipped: { test: 0, suspected: 0, repeated: 0 },
  }
  const seenIds = new Set<string>()
  const seenPeople = new Set<string>()
  for (const record of table.records) {
    const variant = required(record, "variante", file).toLowerCase()
    const environment = required(record, "ambiente", file).toLowerCase()
    if (!variant) throw fileError(file, record.field("variante")?.at ?? record.at, "o lead está sem variante")
    const id = record.field("lead_id")?.value
    const email = record.field("email")?.value.toLowerCase() ?? ""
    if (id) {
      if (seenIds.has(id)) {
        counts.skipped.repeated += 1
        continue
      }
      seenIds.add(id)
    }
    if (!COUNTED_ENVIRONMENTS.has(environment)) {
      counts.skipped.test += 1
      continue
    }
    if (suspected(record, file)) {
      counts.skipped.suspected += 1
      continue
    }
    const person = `${variant}\n${email}`
    if (email && seenPeople.has(person)) {
      counts.skipped.repeated += 1
      continue
    }
    seenPeople.add(person)
    counts.perVariant.set(variant, (counts.perVariant.get(variant) ?? 0) + 1)
    if (email) counts.variantByEmail.set(email, counts.variantByEmail.has(email) ? null : variant)
  }
  return counts
}
