/** An export as a table of text cells, from its bytes alike in the browser and the command: CSV, JSON or .xlsx. */
export type ExportFile = { name: string; bytes: Uint8Array }
/** Each row says where it is ("linha 3", "item 2") and has one cell per column. */
export type Table = { file: string; columns: string[]; rows: { at: string; cells: string[] }[] }

/** A problem the marketer can fix, said in Portuguese: the file, and where in it when that is known. */
export class VerdictError extends Error {
  name = "VerdictError"
}

export const fileError = (file: string, at: string, problem: string) => new VerdictError(`${file}, ${at}: ${problem}`)

/** A column name as a key: no case, accent, space or punctuation ("E-mail", "e-mail", "Email" → "email"). */
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]/gi
export const nameKey = (name: string) => name.normalize("NFD").replace(NOT_LETTER_OR_DIGIT, "").toLowerCase()

export function findColumn(table: Table, names: readonly string[]): number {
  const keys = table.columns.map(nameKey)
  return names.map(name => keys.indexOf(nameKey(name))).find(index => index >= 0) ?? -1
}

export const cellAt = (cells: readonly string[], index: number): string => (index < 0 ? "" : cells[index])

/** The index of each needed column, or a message naming the columns found and the ones missing. */
export function requireColumns<Name extends string>(table: Table, what: string, needed: Record<Name, string[]>) {
  const aliases = Object.entries<string[]>(needed)
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

/** RFC 4180 rows with their line; "," ";" or tab as the header has most; GA4's "#" lines skipped but counted. */
function parseCsv(source: string, file: string): { line: number; cells: string[] }[] {
  const text = source.replace(/^(#[^\n]*\n|[ \t\r]*\n)*/, comments => comments.replace(/[^\n]/g, ""))
  const header = (/^[^\n]*\S[^\n]*$/m.exec(text)?.[0] ?? "").replace(/"[^"]*"/g, "")
  const delimiter = [";", "\t"].reduce((a, b) => (header.split(b).length > header.split(a).length ? b : a), ",")
  let line = 1
  let row = { line, cells: [] as string[] }
  const rows: (typeof row)[] = []
  let cell = ""
  const fail = (problem: string): never => {
    throw fileError(file, `linha ${line}, coluna ${row.cells.length + 1}`, problem)
  }
  for (let i = 0; i <= text.length; i++) {
    const char = text[i]
    if (char === '"' && cell.trim() === "") {
      const opened = line
      cell = ""
      for (i++; text[i] !== '"' || text[i + 1] === '"'; i++) {
        if (i >= text.length) {
          line = opened
          fail("as aspas abertas neste valor não se fecham")
        }
        if (text[i] === '"') i++
        else if (text[i] === "\n") line++
        cell += text[i]
      }
      if (![delimiter, "\n", "\r", undefined].includes(text[i + 1]))
        fail("há texto depois das aspas que fecham o valor")
    } else if (char === delimiter || char === "\n" || i === text.length) {
      row.cells.push(cell)
      cell = ""
      if (char === delimiter) continue
      if (row.cells.some(value => value.trim() !== "")) rows.push(row)
      row = { line: ++line, cells: [] }
    } else if (char === '"') {
      fail("há aspas no meio de um valor que não começa com aspas")
    } else if (char !== "\r") {
      cell += char
    }
  }
  return rows
}

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value).trim()
  return value === null || value === undefined ? "" : JSON.stringify(value)
}

function csvTable(file: string, text: string): Table {
  const [header = { line: 1, cells: [] }, ...rows] = parseCsv(text, file)
  const columns = header.cells.map(cell => cell.trim())
  const table = rows.map(({ line, cells }) => {
    if (cells.length !== columns.length) {
      const problem = `a linha tem ${cells.length} colunas, mas o cabeçalho (linha ${header.line}) tem ${columns.length}`
      throw fileError(file, `linha ${line}`, problem)
    }
    return { at: `linha ${line}`, cells: cells.map(cellText) }
  })
  return { file, columns, rows: table }
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
  // The page loads the spreadsheet reader only when a spreadsheet comes.
  const { readSheet } = await import("read-excel-file/universal")
  // A copy: a Node Buffer may be a view on a bigger, shared ArrayBuffer.
  const [header = [], ...rows] = await readSheet(new Uint8Array(bytes).buffer).catch(() => {
    throw new VerdictError(`${file}: não consegui ler esta planilha do Excel`)
  })
  const table = rows.map((row, i) => ({ at: `linha ${i + 2}`, cells: header.map((_, c) => cellText(row[c])) }))
  return { file, columns: header.map(cellText), rows: table }
}

export async function readExport({ name, bytes }: ExportFile): Promise<Table> {
  // .xlsx is a zip archive: "PK".
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return xlsxTable(name, bytes)
  let text: string
  try {
    // A BOM is dropped; invalid UTF-8 is Excel's "CSV" on Windows (Windows-1252).
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes)
  }
  return /^\s*[[{]/.test(text) ? jsonTable(name, text) : csvTable(name, text)
}
