/**
 * The checkout platform's sales export, as the platform writes it:
 * - Hotmart's detailed sales report (";"-separated, "(none)" for empty cells,
 *   values like "1.997,00");
 * - Kiwify's sales report (","-separated, English status words);
 * - or a generic CSV with the columns sck, status, value, email.
 * Only approved or completed sales count. A sale's variant is what follows the
 * last "_v-" in its sck, or a leading "v-" (what the site appends:
 * checkout-attribution.ts); without one, the buyer's e-mail finds it among
 * the counted leads.
 */
import { fileError, ReportError } from "./errors"
import type { Field, InputTable } from "./table"

export interface Sale {
  /** The variant from the sck, or undefined when the sck names none. */
  variant: string | undefined
  email: string
  /** What the buyer paid, in the export's currency (BRL). */
  value: number
  /** An order bump or other add-on to another sale: its value counts, not as a second sale. */
  addOn: boolean
}

export interface SalesRead {
  format: string
  sales: Sale[]
  /** Rows whose status is not an approved or completed sale. */
  notApproved: number
}

interface Format {
  name: string
  status: string
  sck: string
  /** Accepted names of the buyer's e-mail column. */
  email: string[]
  value: string
  /** The transaction's own code and the main transaction it adds to (Hotmart's order bumps). */
  id?: string
  mainId?: string
}

const FORMATS: Format[] = [
  {
    name: "Hotmart",
    status: "Status da transação",
    sck: "Código SCK",
    email: ["Email do(a) Comprador(a)"],
    value: "Valor de compra com impostos",
    id: "Código da transação",
    mainId: "Transação do Produto Principal",
  },
  {
    name: "Kiwify",
    status: "Status",
    sck: "Tracking sck",
    email: ["Email", "Cliente Email"],
    value: "Total com acréscimo",
  },
  { name: "genérico", status: "status", sck: "sck", email: ["email"], value: "value" },
]

/** Approved or completed, in the words Hotmart, Kiwify and people use. */
const APPROVED = new Set([
  "aprovado",
  "aprovada",
  "approved",
  "completo",
  "completa",
  "complete",
  "completed",
  "paid",
  "pago",
  "paga",
])

/** Hotmart writes "(none)" in an empty cell. */
const EMPTY = new Set(["", "(none)", "-"])

export function variantFromSck(sck: string): string | undefined {
  const value = sck.trim().toLowerCase()
  const marked = value.lastIndexOf("_v-")
  const variant = marked >= 0 ? value.slice(marked + 3) : value.startsWith("v-") ? value.slice(2) : ""
  return variant || undefined
}

/** "R$ 1.997,00", "1997,00", "1997.00", "1,997.00": the last "," or "." before two or fewer digits is the decimal mark. */
export function parseMoney(text: string): number | undefined {
  const value = text.replace(/R\$|\s/g, "")
  if (EMPTY.has(value)) return 0
  if (!/^-?[\d.,]+$/.test(value)) return undefined
  const decimal = /[.,](\d{1,2})$/.exec(value)
  const whole = (decimal ? value.slice(0, decimal.index) : value).replace(/[.,]/g, "")
  const number = Number(`${whole}.${decimal?.[1] ?? "0"}`)
  return Number.isFinite(number) ? number : undefined
}

function detectFormat(table: InputTable): Format {
  const has = (name: string) => table.columns.some(column => column.toLowerCase() === name.toLowerCase())
  const format = FORMATS.find(f => [f.status, f.sck, f.value].every(has) && f.email.some(has))
  if (format) return format
  throw new ReportError(
    `${table.file}, linha 1: não reconheço estas colunas como uma exportação de vendas. Use o relatório de vendas ` +
      `da Hotmart (colunas "Status da transação", "Código SCK", "Email do(a) Comprador(a)", "Valor de compra com impostos"), ` +
      `o da Kiwify ("Status", "Tracking sck", "Email", "Total com acréscimo") ou um CSV com as colunas sck,status,value,email.`,
  )
}

export function readSales(table: InputTable): SalesRead {
  if (table.records.length === 0) return { format: "vazio", sales: [], notApproved: 0 }
  const format = detectFormat(table)
  const column = (name: string) => table.columns.find(c => c.toLowerCase() === name.toLowerCase()) ?? name
  const text = (field: Field | undefined) => (field && !EMPTY.has(field.value) ? field.value : "")
  const emailColumn = column(
    format.email.find(name => table.columns.some(c => c.toLowerCase() === name.toLowerCase())) ?? "",
  )
  const result: SalesRead = { format: format.name, sales: [], notApproved: 0 }
  for (const record of table.records) {
    if (!APPROVED.has(text(record.field(column(format.status))).toLowerCase())) {
      result.notApproved += 1
      continue
    }
    const valueField = record.field(column(format.value))
    const value = parseMoney(valueField?.value ?? "")
    if (value === undefined) {
      throw fileError(table.file, valueField?.at ?? record.at, `"${valueField?.value ?? ""}" não é um valor em reais`)
    }
    const id = format.id ? text(record.field(format.id)) : ""
    const mainId = format.mainId ? text(record.field(format.mainId)) : ""
    result.sales.push({
      variant: variantFromSck(text(record.field(column(format.sck)))),
      email: text(record.field(emailColumn)).toLowerCase(),
      value,
      addOn: mainId !== "" && mainId !== id,
    })
  }
  return result
}
