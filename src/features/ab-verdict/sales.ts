import { cellAt, fileError, findColumn, nameKey, requireColumns, type Table } from "./table"

type Sale = { variant?: string; email: string; value: number }
type Transaction = Sale & { id: string; mainId: string; state: "approved" | "cancelled" | "other" }

export const SALES_COLUMNS = {
  status: ["Status da transação", "Status"],
  sck: ["Código SCK", "Tracking sck", "sck"],
  value: ["Valor de compra com impostos", "Total com acréscimo", "Valor", "value"],
}
const ID = ["Código da transação", "ID da venda", "Transação", "id"]
const EMAIL = ["Email do(a) Comprador(a)", "Email", "E-mail do comprador", "Cliente Email"]
const MAIN_ID = ["Transação do Produto Principal"]
const APPROVED = new Set("aprovado aprovada approved completo completa complete completed paid".split(" "))
const CANCELLED = new Set(
  "reembolsado reembolsada refunded chargeback chargedback estornado estornada cancelado cancelada canceled".split(" "),
)
/** Hotmart writes "(none)" in an empty cell. */
const EMPTY = new Set(["", "(none)", "-"])
const LEAD_ID = /_l-[0-9a-f-]+$/

/** The site's sck is "[<visitor's sck>_]v-<variant>[_l-<lead id>]": the variant follows the last "_v-". */
export function variantFromSck(sck: string): string | undefined {
  const value = sck.trim().toLowerCase().replace(LEAD_ID, "")
  const marked = value.lastIndexOf("_v-")
  return (marked >= 0 ? value.slice(marked + 3) : value.startsWith("v-") ? value.slice(2) : "") || undefined
}

/** "R$ 1.997,00", "1997.00", "1,997.00", "-1.497,00": the last "," or "." before one or two digits is the decimal mark. */
export function parseMoney(text: string): number | undefined {
  const value = text.replace(/R\$|\s/g, "")
  if (EMPTY.has(value)) return 0
  if (!/^-?[\d.,]+$/.test(value)) return undefined
  const decimal = /[.,](\d{1,2})$/.exec(value)
  return Number(`${(decimal ? value.slice(0, decimal.index) : value).replace(/[.,]/g, "")}.${decimal?.[1] ?? "0"}`)
}

/**
 * Each transaction once, by its final state, across files: a refund, a chargeback or a negative value cancels the
 * sale; a pending row never undoes an approval; a Hotmart order bump adds its value to its order.
 */
export function readSales(tables: readonly Table[]) {
  const byKey = new Map<string, Transaction>()
  const result = { sales: [] as Sale[], merged: 0, cancelled: 0, notApproved: 0, warnings: [] as string[] }
  for (const table of tables) {
    const { status, sck, value } = requireColumns(table, "uma exportação de vendas", SALES_COLUMNS)
    const [id, email, mainId] = [ID, EMAIL, MAIN_ID].map(names => findColumn(table, names))
    if (email < 0)
      result.warnings.push(`${table.file} não tem o e-mail do comprador: vendas sem variante no sck ficam sem.`)
    for (const { at, cells } of table.rows) {
      const text = (index: number) => (EMPTY.has(cellAt(cells, index)) ? "" : cellAt(cells, index))
      const amount = parseMoney(cells[value])
      if (amount === undefined) {
        const where = `${at}, coluna "${table.columns[value]}"`
        throw fileError(table.file, where, `"${cells[value]}" não é um valor em reais`)
      }
      const buyer = text(email).toLowerCase()
      // Without a transaction id, a refund row finds its sale by buyer, sck and amount.
      const key = text(id) || `${buyer}\n${text(sck)}\n${Math.abs(amount)}`
      const known = byKey.get(key)
      if (known) result.merged++
      const sale: Transaction = known ?? { id: text(id), mainId: text(mainId), email: buyer, value: 0, state: "other" }
      byKey.set(key, sale)
      sale.variant ??= variantFromSck(text(sck))
      sale.email ||= buyer
      const state = nameKey(text(status))
      if (CANCELLED.has(state) || amount < 0) sale.state = "cancelled"
      else if (APPROVED.has(state) && amount > 0 && sale.state !== "cancelled") {
        sale.state = "approved"
        sale.value = amount
      }
    }
  }
  const transactions = [...byKey.values()]
  const approved = new Map(transactions.filter(t => t.state === "approved").map(t => [t.id, t]))
  for (const sale of transactions) {
    const order = sale.state === "approved" && sale.mainId && sale.mainId !== sale.id && approved.get(sale.mainId)
    if (order) order.value += sale.value
    else if (sale.state === "approved") result.sales.push(sale)
    else result[sale.state === "cancelled" ? "cancelled" : "notApproved"]++
  }
  return result
}
