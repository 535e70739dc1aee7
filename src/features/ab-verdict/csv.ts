import { fileError } from "./errors"

/** A row, with the line it starts on as a text editor counts. */
type CsvRow = { line: number; cells: string[] }

/** The header line's most frequent delimiter outside quotes ("," for a single column). */
function delimiterOf(text: string): string {
  const header = (/^[^\n]*\S[^\n]*$/m.exec(text)?.[0] ?? "").replace(/"[^"]*"/g, "")
  return [";", "\t"].reduce((best, next) => (header.split(next).length > header.split(best).length ? next : best), ",")
}

/**
 * The rows of a CSV as exporters write it (RFC 4180): "," ";" or tab; quoted values holding the
 * delimiter, "" and line breaks. GA4 opens its exports with "#" lines: they are skipped, their
 * lines still counted. Blank rows are no rows. A malformed value throws, naming line and column.
 */
export function parseCsv(source: string, file: string): CsvRow[] {
  const text = source.replace(/^(#[^\n]*\n|[ \t\r]*\n)*/, comments => comments.replace(/[^\n]/g, ""))
  const delimiter = delimiterOf(text)
  const rows: CsvRow[] = []
  let line = 1
  let row: CsvRow = { line, cells: [] }
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
    } else if (char === delimiter) {
      row.cells.push(cell)
      cell = ""
    } else if (char === "\n" || i === text.length) {
      row.cells.push(cell)
      cell = ""
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
