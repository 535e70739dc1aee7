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
import { verdictChart, verdictNotes, verdictTable, verdictText, type Chart } from "./wording"

export { VerdictError } from "./errors"
export type { ExportFile } from "./table"

export type ExportKind = "leads" | "sales" | "visitors"

export interface VerdictInput {
  /** Each file with its kind; without one, its columns tell. */
  files: readonly { file: ExportFile; kind?: ExportKind }[]
  /** The test's arms as typed ("main, preco-b"), the control first; empty: main and the biggest other. */
  variants: string
  /** The smallest relative lift worth seeing, as typed ("20" for 20%). */
  lift: string
}

export interface Verdict {
  /** The figures as `--json` prints them. */
  json: Omit<Report, "details">
  files: { name: string; kind: ExportKind }[]
  verdict: string
  table: { header: string[]; rows: string[][] }
  notes: string[]
  chart: Chart
}

/** A fixed seed: the same exports always give the same figures. */
const SEED = 20_240_045

const kindOf = (table: Table): ExportKind =>
  findColumn(table, LEAD_COLUMNS.environment) >= 0
    ? "leads"
    : findColumn(table, VISITOR_COLUMNS.users) >= 0
      ? "visitors"
      : "sales"

export async function analyse({ files, variants, lift }: VerdictInput): Promise<Verdict> {
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
  if (extra.length)
    throw new VerdictError(
      `Um arquivo de visitantes por vez: ${of("visitors")
        .map(t => t.file)
        .join(", ")}.`,
    )
  const report = buildReport({
    leads: of("leads"),
    sales: of("sales"),
    visitors,
    variants: variants
      .toLowerCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
    lift: percent / 100,
    random: seededRandom(SEED),
  })
  const { details: _, ...json } = report
  return {
    json,
    files: tables.map(({ table, kind }) => ({ name: table.file, kind })),
    verdict: verdictText(report),
    table: verdictTable(report),
    notes: verdictNotes(report),
    chart: verdictChart(report),
  }
}
