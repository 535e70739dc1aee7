/**
 * The command behind npm run ab:report: reads the CRM's leads and the
 * checkout's sales, prints the split test's read-out (a Portuguese table, or
 * JSON with --json) and writes its chart. Throws a ReportError, in
 * Portuguese, for a wrong option or a malformed file; "dados insuficientes"
 * and "nenhum lead" are answers.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "./args"
import { chartHtml } from "./chart"
import { ReportError } from "./errors"
import { countLeads } from "./leads"
import { buildReport, reportJson } from "./report"
import { readSales } from "./sales"
import { seededRandom } from "./stats"
import { readTable } from "./table"
import { reportText } from "./text"

/** A fixed seed: the same exports always give the same figures. */
const SEED = 20_240_045

function readFile(file: string, flag: string): string {
  try {
    return readFileSync(file, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "não existe" : code === "EISDIR" ? "é uma pasta" : "não pôde ser lido"
    throw new ReportError(`O arquivo ${file} (de ${flag}) ${why}.`)
  }
}

/**
 * `argv` as typed after `npm run ab:report --`; relative paths are taken from
 * `cwd`, the folder the marketer ran npm in (npm itself runs the script from
 * the project's root and says where it was called from in INIT_CWD).
 */
export function runReport(
  argv: string[],
  out: (text: string) => void,
  cwd = process.env.INIT_CWD ?? process.cwd(),
): void {
  const parsed = parseArgs(argv)
  const options = {
    ...parsed,
    leads: path.resolve(cwd, parsed.leads),
    sales: path.resolve(cwd, parsed.sales),
    chart: parsed.chart && path.resolve(cwd, parsed.chart),
  }
  const leads = countLeads(readTable(readFile(options.leads, "--leads"), path.basename(options.leads)))
  const sales = readSales(readTable(readFile(options.sales, "--sales"), path.basename(options.sales)))
  const report = buildReport(leads, sales, { lift: options.lift, random: seededRandom(SEED) })
  const files = { leads: path.basename(options.leads), sales: path.basename(options.sales) }
  out(options.json ? `${JSON.stringify(reportJson(report), null, 2)}\n` : reportText(report, files))
  if (options.chart) {
    try {
      writeFileSync(options.chart, chartHtml(report, files))
    } catch {
      throw new ReportError(`Não consegui gravar o gráfico em ${options.chart} (de --chart).`)
    }
    if (!options.json) out(`\nGráfico: ${options.chart}\n`)
  }
}
