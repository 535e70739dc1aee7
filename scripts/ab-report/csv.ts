/**
 * CSV as exporters write it (RFC 4180): quoted values may hold the delimiter,
 * quotes ("") and line breaks; Brazilian exports often separate with ";".
 * Every row keeps its line, so a problem is reported where a person finds it:
 * the line in a text editor and the column as a spreadsheet numbers it.
 */
import { fileError } from "./errors"

export interface CsvRow {
  /** The line the row starts on. */
  line: number
  values: string[]
}

export interface CsvTable {
  header: string[]
  rows: CsvRow[]
}

const DELIMITERS = [",", ";", "\t"] as const

/** The delimiter the header line uses most, outside quotes: "," when there is one column. */
function detectDelimiter(text: string): string {
  const end = text.indexOf("\n")
  const headerLine = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, "")
  const counts = DELIMITERS.map(delimiter => headerLine.split(delimiter).length - 1)
  const best = Math.max(...counts)
  return best === 0 ? "," : DELIMITERS[counts.indexOf(best)]
}

/** Splits the text into rows of values; throws a ReportError naming `file`, line and column. */
function splitRows(text: string, delimiter: string, file: string): CsvRow[] {
  const rows: CsvRow[] = []
  let line = 1
  let row: CsvRow = { line, values: [] }
  let value = ""
  let i = 0
  const endValue = () => {
    row.values.push(value)
    value = ""
  }
  const endRow = () => {
    endValue()
    // A blank line is no row (exports end with one).
    if (row.values.length > 1 || row.values[0].trim() !== "") rows.push(row)
    row = { line, values: [] }
  }
  while (i < text.length) {
    const char = text[i]
    // An opening quote, perhaps after spaces some exporters put after the delimiter.
    if (char === '"' && value.trim() === "") {
      const openLine = line
      value = ""
      i += 1
      for (;;) {
        if (i >= text.length) {
          throw fileError(
            file,
            { line: openLine, column: row.values.length + 1 },
            "as aspas abertas neste valor não se fecham",
          )
        }
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"'
            i += 2
            continue
          }
          i += 1
          break
        }
        if (text[i] === "\n") line += 1
        value += text[i]
        i += 1
      }
      if (i < text.length && ![delimiter, "\n", "\r"].includes(text[i])) {
        throw fileError(file, { line, column: row.values.length + 1 }, "há texto depois das aspas que fecham o valor")
      }
      continue
    }
    if (char === delimiter) {
      endValue()
    } else if (char === "\n") {
      line += 1
      endRow()
    } else if (char === "\r") {
      // \r\n: the \n ends the row.
    } else if (char === '"') {
      throw fileError(
        file,
        { line, column: row.values.length + 1 },
        "há aspas no meio de um valor que não começa com aspas",
      )
    } else {
      value += char
    }
    i += 1
  }
  endRow()
  return rows
}

/**
 * The header and the rows, each with as many values as the header; cells are trimmed.
 * An empty file (or one with only blank lines) has no header and no rows.
 */
export function parseCsv(text: string, file: string): CsvTable {
  const clean = text.replace(/^\uFEFF/, "")
  if (clean.trim() === "") return { header: [], rows: [] }
  const [header, ...rows] = splitRows(clean, detectDelimiter(clean), file)
  const names = header.values.map(name => name.trim())
  for (const row of rows) {
    if (row.values.length !== names.length) {
      const column = Math.min(row.values.length, names.length) + (row.values.length > names.length ? 1 : 0)
      throw fileError(
        file,
        { line: row.line, column },
        `a linha tem ${row.values.length} colunas, mas o cabeçalho (linha ${header.line}) tem ${names.length}`,
      )
    }
    row.values = row.values.map(cell => cell.trim())
  }
  return { header: names, rows }
}
