/**
 * An export as records of named fields, whatever its format: CSV (a header
 * line, then one record a line) or JSON (a list of objects, or JSON Lines).
 * Each field knows where it is, for messages that name the line and column.
 */
import { parseCsv } from "./csv"
import { fileError, type Position } from "./errors"
import { parseJsonRecords, type JsonValue } from "./json"

export interface Field {
  value: string
  at: Position
}

export interface InputRecord {
  at: Position
  /** The named field, or undefined when the record has none. */
  field: (name: string) => Field | undefined
}

export interface InputTable {
  file: string
  /** The column names (CSV) or the first record's field names (JSON). */
  columns: string[]
  records: InputRecord[]
}

function jsonText(value: JsonValue): string {
  if (value === null) return ""
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

export function readTable(text: string, file: string): InputTable {
  const first = /\S/.exec(text.replace(/^\uFEFF/, ""))?.[0]
  if (first === "[" || first === "{") {
    const objects = parseJsonRecords(text, file).map(({ at, value }) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        throw fileError(file, at, "cada item da lista deveria ser um objeto { … }")
      }
      return { at, fields: value }
    })
    const records = objects.map(({ at, fields }) => ({
      at,
      field: (name: string) => (name in fields ? { value: jsonText(fields[name]).trim(), at } : undefined),
    }))
    return { file, columns: objects.length ? Object.keys(objects[0].fields) : [], records }
  }
  const { header, rows } = parseCsv(text, file)
  const index = new Map(header.map((name, i) => [name, i]))
  return {
    file,
    columns: header,
    records: rows.map(row => ({
      at: { line: row.line, column: 1 },
      field: (name: string) => {
        const i = index.get(name)
        return i === undefined ? undefined : { value: row.values[i], at: { line: row.line, column: i + 1 } }
      },
    })),
  }
}
