/**
 * npm run ab:report: the A/B verdict from exports on disk, as a Portuguese table (or --json) and an HTML chart.
 * Relative paths are from the folder npm was run in (INIT_CWD: npm runs scripts from the project's root).
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { analyse, VerdictError, type ExportKind } from "../../src/features/ab-verdict/analyse"
import { VERDICT_CSS } from "../../src/features/ab-verdict/markup"

const USAGE =
  "Use: npm run ab:report -- --leads <arquivo> --sales <arquivo> [--sales <outro arquivo>…] [--visitors <arquivo>] " +
  "[--variants main,preco-b] [--lift 20] [--json] [--chart <arquivo.html>]"
const OPTIONS = {
  leads: { type: "string", multiple: true },
  sales: { type: "string", multiple: true },
  visitors: { type: "string", multiple: true },
  variants: { type: "string" },
  lift: { type: "string" },
  chart: { type: "string" },
  json: { type: "boolean" },
} as const
const KIND_NAMES: Record<ExportKind, string> = { leads: "leads", sales: "vendas", visitors: "visitantes" }

function options(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS }).values
  } catch (error) {
    // Node's message names the option or argument in quotes: "Unknown option '--planilha'".
    const named = /'([^' ]+)/.exec(String(error))?.[1] ?? ""
    const problems: Record<string, string | undefined> = {
      ERR_PARSE_ARGS_UNKNOWN_OPTION: `Opção desconhecida: ${named}.`,
      ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: `Não sei o que fazer com "${named}".`,
    }
    const problem = problems[(error as { code?: string }).code ?? ""] ?? `A opção ${named} precisa de um valor.`
    throw new VerdictError(`${problem} ${USAGE}`)
  }
}

function readBytes(file: string, flag: string): Uint8Array {
  try {
    return readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "não existe" : code === "EISDIR" ? "é uma pasta" : "não pôde ser lido"
    throw new VerdictError(`O arquivo ${file} (de ${flag}) ${why}.`)
  }
}

/** Columns padded to one width; figures right-aligned. */
const textTable = (rows: string[][]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)))
  const line = (row: string[]) =>
    row.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join("  ")
  return rows.map(line).join("\n")
}

const chartHtml = (html: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teste A/B: quem venceu</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; color: #1d1b2e; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }${VERDICT_CSS}</style>
</head><body><h1>Teste A/B: quem venceu</h1>${html}</body></html>
`

/** What the command prints for `argv`; throws a VerdictError, in Portuguese, for a wrong option or file. */
export async function runReport(argv: string[], cwd = process.env.INIT_CWD ?? process.cwd()): Promise<string> {
  const values = options(argv)
  for (const flag of ["leads", "sales"] as const) {
    if (!values[flag]) throw new VerdictError(`Falta a opção --${flag} <arquivo>. ${USAGE}`)
  }
  const files = (["leads", "sales", "visitors"] as const).flatMap(kind =>
    (values[kind] ?? []).map(name => ({
      file: { name: path.basename(name), bytes: readBytes(path.resolve(cwd, name), `--${kind}`) },
      kind,
    })),
  )
  const verdict = await analyse({ files, variants: values.variants ?? "", lift: values.lift ?? "20" })
  const json = values.json ?? false
  const chartFile = values.chart ?? (json ? undefined : "relatorio-ab.html")
  const chart = chartFile && path.resolve(cwd, chartFile)
  if (chart) {
    try {
      writeFileSync(chart, chartHtml(verdict.html))
    } catch {
      throw new VerdictError(`Não consegui gravar o gráfico em ${chart} (de --chart).`)
    }
  }
  if (json) return `${JSON.stringify(verdict.json, null, 2)}\n`
  const sources = (Object.keys(KIND_NAMES) as ExportKind[]).flatMap(kind => {
    const names = verdict.files.filter(file => file.kind === kind).map(file => file.name)
    return names.length ? [`${KIND_NAMES[kind]} de ${names.join(", ")}`] : []
  })
  return [
    `Teste A/B: ${sources.join("; ")}`,
    "",
    textTable([verdict.table.header, ...verdict.table.rows]),
    "",
    verdict.verdict,
    "",
    ...verdict.notes.map(note => `- ${note}`),
    ...(chart ? ["", `Gráfico: ${chart}`] : []),
    "",
  ].join("\n")
}
