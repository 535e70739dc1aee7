/**
 * npm run ab:report: the A/B verdict (src/features/ab-verdict) from exports on disk, as a Portuguese
 * table and sentence, or JSON with --json; and the chart as one self-contained HTML file. Relative
 * paths are taken from the folder npm was run in (npm runs scripts from the project's root and says
 * where it was called from in INIT_CWD).
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { analyse, VerdictError, type ExportKind, type Verdict } from "../../src/features/ab-verdict/analyse"

const USAGE =
  "Use: npm run ab:report -- --leads <arquivo> --sales <arquivo> [--sales <outro arquivo>…] [--visitors <arquivo>] " +
  "[--variants main,preco-b] [--lift 20] [--json] [--chart <arquivo.html>]"
const FILE_FLAGS: Record<string, ExportKind> = { "--leads": "leads", "--sales": "sales", "--visitors": "visitors" }
const VALUE_FLAGS = ["--variants", "--lift", "--chart"]
const DEFAULT_CHART = "relatorio-ab.html"
const KIND_NAMES: Record<ExportKind, string> = { leads: "leads", sales: "vendas", visitors: "visitantes" }

function parseArgs(argv: readonly string[]) {
  const files: { name: string; flag: string; kind: ExportKind }[] = []
  const values = new Map<string, string>()
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const equals = argv[i].startsWith("--") ? argv[i].indexOf("=") : -1
    const flag = equals > 0 ? argv[i].slice(0, equals) : argv[i]
    const inline = equals > 0 ? argv[i].slice(equals + 1) : undefined
    if (flag === "--json") {
      json = true
      continue
    }
    if (!(flag in FILE_FLAGS) && !VALUE_FLAGS.includes(flag)) {
      throw new VerdictError(
        flag.startsWith("-") ? `Opção desconhecida: ${flag}. ${USAGE}` : `Não sei o que fazer com "${flag}". ${USAGE}`,
      )
    }
    const value = inline ?? (i + 1 < argv.length ? argv[++i] : "")
    if (!value || value.startsWith("--")) throw new VerdictError(`A opção ${flag} precisa de um valor. ${USAGE}`)
    if (flag in FILE_FLAGS) files.push({ name: value, flag, kind: FILE_FLAGS[flag] })
    else if (values.has(flag)) throw new VerdictError(`A opção ${flag} apareceu duas vezes. ${USAGE}`)
    else values.set(flag, value)
  }
  for (const flag of ["--leads", "--sales"]) {
    if (!files.some(file => file.flag === flag)) throw new VerdictError(`Falta a opção ${flag} <arquivo>. ${USAGE}`)
  }
  return { files, values, json }
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

const escape = (text: string) =>
  text.replace(/[&<>"]/g, char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char)

/** The verdict, the table and the chart in one HTML file: no script, no font, nothing fetched. */
function chartHtml({ verdict, table, chart, notes }: Verdict): string {
  const grid = chart.ticks.map(tick => `<i class="grid" style="left:${tick.at}%"></i>`).join("")
  const row = (name: string, leader: boolean, track: string) =>
    `<div class="row${leader ? " leader" : ""}"><b>${escape(name)}</b><div class="track">${track}</div></div>`
  const rows = chart.rows.map(arm =>
    row(
      arm.variant,
      arm.leader,
      `${grid}<i class="range" style="left:${arm.from}%;width:${arm.to - arm.from}%"></i>` +
        `<i class="dot" style="left:${arm.at}%"></i><span style="left:${arm.at}%">${escape(arm.label)}</span>`,
    ),
  )
  const axis = row(
    "",
    false,
    chart.ticks.map(tick => `<span style="left:${tick.at}%">${escape(tick.label)}</span>`).join(""),
  )
  const cells = (tag: string, cells: string[]) => cells.map(cell => `<${tag}>${escape(cell)}</${tag}>`).join("")
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teste A/B: quem venceu</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1d1b2e; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
table { border-collapse: collapse; font-size: .9rem; } th, td { padding: .3rem .6rem; border-bottom: 1px solid #e4e2ee; text-align: right; }
th:first-child, td:first-child { text-align: left; } h2 { font-size: 1rem; }
.verdict { font-size: 1.15rem; font-weight: 600; } .row { display: flex; gap: .75rem; align-items: center; }
.row b { flex: 0 0 7rem; text-align: right; overflow-wrap: anywhere; } .track { position: relative; flex: 1; height: 3rem; margin-right: 3rem; }
.track > * { position: absolute; } .grid { top: 0; bottom: 0; border-left: 1px solid #e4e2ee; }
.range { top: 65%; height: 4px; background: #8a86a3; } .dot { top: calc(65% - 5px); width: 14px; height: 14px; margin-left: -7px; border-radius: 50%; background: #8a86a3; }
.track span { top: 5%; transform: translateX(-50%); font-size: .8rem; white-space: nowrap; } .leader .range, .leader .dot { background: #5b3fd6; }
</style></head><body>
<h1>Teste A/B: quem venceu</h1>
<p class="verdict">${escape(verdict)}</p>
<table><tr>${cells("th", table.header)}</tr>${table.rows.map(cellsOf => `<tr>${cells("td", cellsOf)}</tr>`).join("")}</table>
<h2>${escape(chart.title)}</h2>
${rows.join("")}${axis}
<ul>${notes.map(note => `<li>${escape(note)}</li>`).join("")}</ul>
</body></html>
`
}

/** What the command prints for `argv`; throws a VerdictError, in Portuguese, for a wrong option or file. */
export async function runReport(argv: readonly string[], cwd = process.env.INIT_CWD ?? process.cwd()): Promise<string> {
  const { files, values, json } = parseArgs(argv)
  const verdict = await analyse({
    files: files.map(({ name, flag, kind }) => ({
      file: { name: path.basename(name), bytes: readBytes(path.resolve(cwd, name), flag) },
      kind,
    })),
    variants: values.get("--variants") ?? "",
    lift: values.get("--lift") ?? "20",
  })
  const chartFile = values.get("--chart") ?? (json ? undefined : DEFAULT_CHART)
  const chart = chartFile && path.resolve(cwd, chartFile)
  if (chart) {
    try {
      writeFileSync(chart, chartHtml(verdict))
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
