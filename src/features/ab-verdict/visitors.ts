import { fileError, requireColumns, type Table } from "./table"

export const VISITOR_COLUMNS = {
  variant: ["variante", "variant"],
  users: "Usuários totais|Total de usuários|Total users|Usuários|Users|Usuários ativos|Active users".split("|"),
}

/** GA4's users per variant: an Exploration with the custom dimension "variante", downloaded as CSV. */
export function readVisitors(table: Table): Map<string, number> {
  const { variant, users } = requireColumns(table, "uma exportação de visitantes do GA4", VISITOR_COLUMNS)
  const visitors = new Map<string, number>()
  for (const { at, cells } of table.rows) {
    // Counts only: "1.234" and "1,234" are both a thousand and more.
    const count = Number(cells[users].replace(/[.,\s]/g, ""))
    if (!Number.isInteger(count) || cells[users] === "") {
      throw fileError(table.file, at, `"${cells[users]}" não é um número de usuários`)
    }
    const name = cells[variant].toLowerCase()
    visitors.set(name, (visitors.get(name) ?? 0) + count)
  }
  return visitors
}
