/** The A/B verdict from the exports (leads, sales, GA4's visitors), the same in /admin/ab/ and `npm run ab:report`. */
import { LEAD_COLUMNS } from "./leads"
import { verdictHtml } from "./markup"
import { buildReport } from "./report"
import { findColumn, readExport, VerdictError, type ExportFile, type Table } from "./table"
import { VISITOR_COLUMNS } from "./visitors"
import { verdictWords } from "./wording"

export { VerdictError, type ExportFile }
export type ExportKind = "leads" | "sales" | "visitors"
export type Verdict = Awaited<ReturnType<typeof analyse>>

/** A file without a kind given is the first kind whose column it has; sales otherwise. */
const MARKS = { leads: LEAD_COLUMNS.environment, visitors: VISITOR_COLUMNS.users }
const kindOf = (table: Table) =>
  (["leads", "visitors"] as const).find(kind => findColumn(table, MARKS[kind]) >= 0) ?? "sales"

export async function analyse(input: {
  /** Each file with its kind; without one, its columns tell. */
  files: readonly { file: ExportFile; kind?: ExportKind }[]
  /** The test's arms as typed ("main, preco-b"), the control first; empty: main and the biggest other. */
  variants: string
  /** The smallest relative lift worth seeing, as typed ("20" for 20%). */
  lift?: string
}) {
  const { variants, lift = "20" } = input
  const percent = Number(lift.trim().replace(/%$/, "").replace(",", "."))
  if (!(percent > 0 && percent <= 1000)) {
    throw new VerdictError(`A melhora mínima é uma porcentagem, por exemplo 20, não "${lift}".`)
  }
  const read = await Promise.all(input.files.map(({ file }) => readExport(file)))
  const tables = read.map((table, i) => ({ table, kind: input.files[i].kind ?? kindOf(table) }))
  const of = (kind: ExportKind) => tables.filter(entry => entry.kind === kind).map(entry => entry.table)
  const [visitors, ...extra] = of("visitors")
  if (extra.length) throw new VerdictError(`Solte um arquivo de visitantes só, não ${extra.length + 1}.`)
  const report = buildReport({
    leads: of("leads"),
    sales: of("sales"),
    visitors,
    variants: variants.toLowerCase().match(/[^\s,;]+/g) ?? [],
    lift: percent / 100,
  })
  const { details: _, ...json } = report
  const words = verdictWords(report)
  const files = tables.map(({ table: { file }, kind }) => ({ name: file, kind }))
  return { json, files, ...words, html: verdictHtml(report, words) }
}
