/**
 * An export as a table of text cells, whatever the file: CSV (UTF-8 with or without BOM, or
 * Windows-1252 as Excel saves "CSV"), JSON (a list, or an object holding one) or
 * Excel's .xlsx. Only bytes come in, so the browser and the command read files the same way.
 */
import { parseCsv } from "./csv"
import { fileError, VerdictError } from "./errors"

export type ExportFile = { name: string; bytes: Uint8Array }
/** Each row says where it is ("linha 3", "item 2") and has one cell per column. */
export type Table = { file: string; columns: string[]; rows: { at: string; cells: string[] }[] }

/** A column name as a key: no case, accent, space or punctuation ("E-mail", "e-mail", "Email" → "email"). */
export const nameKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")

/** The index of the first of `names` the table has, or -1. */
export function findColumn(table: Table, names: readonly string[]): number {
  const keys = table.columns.map(nameKey)
  return names.map(name => keys.indexOf(nameKey(name))).find(index => index >= 0) ?? -1
}

/** A row's cell at a column index from findColumn: "" when the table has no such column (-1). */
export const cellAt = (cells: readonly string[], index: number): string => (index < 0 ? "" : cells[index])

/** The index of each needed column, or a message naming the columns found and the ones missing. */
export function requireColumns<Name extends string>(
  table: Table,
  what: string,
  needed: Record<Name, readonly string[]>,
) {
  const aliases = Object.entries<readonly string[]>(needed)
  const found = Object.fromEntries(aliases.map(([name, names]) => [name, findColumn(table, names)]))
  const missing = aliases.filter(([name]) => found[name] < 0).map(([, names]) => names.map(n => `"${n}"`).join(" ou "))
  if (missing.length > 0) {
    const columns = table.columns.map(column => `"${column}"`).join(", ") || "nenhuma"
    throw new VerdictError(
      `${table.file}: não reconheço este arquivo como ${what}. Colunas encontradas: ${columns}. Faltam: ${missing.join("; ")}.`,
    )
  }
  return found as Record<Name, number>
}

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value).trim()
  return value === null || value === undefined ? "" : JSON.stringify(value)
}

function csvTable(file: string, text: string): Table {
  const [header = { line: 1, cells: [] }, ...rows] = parseCsv(text, file)
  const columns = header.cells.map(cell => cell.trim())
  return {
    file,
    columns,
    rows: rows.map(({ line, cells }) => {
      if (cells.length !== columns.length) {
        const problem = `a linha tem ${cells.length} colunas, mas o cabeçalho (linha ${header.line}) tem ${columns.length}`
        throw fileError(file, `linha ${line}`, problem)
      }
      return { at: `linha ${line}`, cells: cells.map(cellText) }
    }),
  }
}

function jsonTable(file: string, text: string): Table {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    // V8 says where: "… in JSON at position 27".
    const offset = /position (\d+)/.exec(String(error))?.[1]
    const before = text.slice(0, Number(offset)).split("\n")
    const at = offset ? `, linha ${before.length}, coluna ${(before.at(-1)?.length ?? 0) + 1}` : ""
    throw new VerdictError(`${file}${at}: o arquivo não é um JSON válido`)
  }
  // A list of leads, or an object holding one ({"leads": […]}).
  const list: unknown[] = Array.isArray(data) ? data : (Object.values(data as object).find(Array.isArray) ?? [data])
  const records = list.map((record, i) => {
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw fileError(file, `item ${i + 1}`, "cada item deveria ser um objeto { … }")
    }
    return record as Record<string, unknown>
  })
  const columns = [...new Set(records.flatMap(record => Object.keys(record)))]
  const rows = records.map((record, i) => ({ at: `item ${i + 1}`, cells: columns.map(c => cellText(record[c])) }))
  return { file, columns, rows }
}

async function xlsxTable(file: string, bytes: Uint8Array): Promise<Table> {
  // Only when a spreadsheet comes: the page loads the reader then.
  const { readSheet } = await import("read-excel-file/universal")
  const buffer = new ArrayBuffer(bytes.length)
  new Uint8Array(buffer).set(bytes)
  const [header = [], ...rows] = await readSheet(buffer).catch(() => {
    throw new VerdictError(`${file}: não consegui ler esta planilha do Excel`)
  })
  return {
    file,
    columns: header.map(cellText),
    rows: rows.map((row, i) => ({ at: `linha ${i + 2}`, cells: header.map((_, c) => cellText(row[c])) })),
  }
}

export async function readExport({ name, bytes }: ExportFile): Promise<Table> {
  // .xlsx is a zip archive: "PK".
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return xlsxTable(name, bytes)
  let text: string
  try {
    // A BOM is dropped; invalid UTF-8 is Excel's "CSV" on Windows.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes)
  }
  return /^\s*[[{]/.test(text) ? jsonTable(name, text) : csvTable(name, text)
}
