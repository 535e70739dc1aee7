/**
 * The A/B verdict from the marketer's exports: the leads (the CRM's), the sales (Hotmart's,
 * Kiwify's or a plain CSV, any number of files) and, for headline tests, GA4's visitors per
 * variant. Pure code, the same in the browser (/admin/ab/) and in `npm run ab:report`.
 */
import { VerdictError } from "./errors"
import { LEAD_COLUMNS } from "./leads"
import { buildReport, type Report } from "./report"
import { seededRandom } from "./stats"
import { findColumn, readExport, type ExportFile, type Table } from "./table"
import { VISITOR_COLUMNS } from "./visitors"
import { verdictHtml } from "./markup"
import { verdictNotes, verdictTable, verdictText } from "./wording"

export { VerdictError } from "./errors"
export type { ExportFile } from "./table"

export type ExportKind = "leads" | "sales" | "visitors"

export interface VerdictInput {
  /** Each file with its kind; without one, its columns tell. */
  files: readonly { file: ExportFile; kind?: ExportKind }[]
  /** The test's arms as typed ("main, preco-b"), the control first; empty: main and the biggest other. */
  variants: string
  /** The smallest relative lift worth seeing, as typed ("20" for 20%); 20 when not given. */
  lift?: string
}

export interface Verdict {
  /** The figures as `--json` prints them. */
  json: Omit<Report, "details">
  files: { name: string; kind: ExportKind }[]
  verdict: string
  table: { header: string[]; rows: string[][] }
  notes: string[]
  /** The sentence, table, chart and notes as HTML (markup.ts). */
  html: string
}

/** A fixed seed: the same exports always give the same figures. */
const SEED = 20_240_045

const kindOf = (table: Table): ExportKind =>
  findColumn(table, LEAD_COLUMNS.environment) >= 0
    ? "leads"
    : findColumn(table, VISITOR_COLUMNS.users) >= 0
      ? "visitors"
      : "sales"

export async function analyse({ files, variants, lift = "20" }: VerdictInput): Promise<Verdict> {
  const percent = Number(lift.trim().replace(/%$/, "").replace(",", "."))
  if (!(percent > 0 && percent <= 1000)) {
    throw new VerdictError(`A melhora mínima é uma porcentagem, por exemplo 20, não "${lift}".`)
  }
  const tables = await Promise.all(
    files.map(async ({ file, kind }) => {
      const table = await readExport(file)
      return { table, kind: kind ?? kindOf(table) }
    }),
  )
  const of = (kind: ExportKind) => tables.filter(entry => entry.kind === kind).map(entry => entry.table)
  const [visitors, ...extra] = of("visitors")
  if (extra.length) throw new VerdictError(`Solte um arquivo de visitantes só, não ${extra.length + 1}.`)
  const report = buildReport({
    leads: of("leads"),
    sales: of("sales"),
    visitors,
    variants: variants.toLowerCase().match(/[^\s,;]+/g) ?? [],
    lift: percent / 100,
    random: seededRandom(SEED),
  })
  const { details: _, ...json } = report
  const [verdict, table, notes] = [verdictText(report), verdictTable(report), verdictNotes(report)]
  return {
    json,
    files: tables.map(({ table: { file }, kind }) => ({ name: file, kind })),
    verdict,
    table,
    notes,
    html: verdictHtml(report, verdict, table, notes),
  }
}
