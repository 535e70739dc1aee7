/**
 * JSON that remembers where each object began, so a bad record is reported at
 * its line and column. JSON.parse cannot: Node's message for a syntax error
 * often gives no position at all. Accepts a JSON array of records, a JSON
 * object holding one, or JSON Lines (one record per line), as CRMs export.
 */
import { fileError, positionsIn, type Position } from "./errors"

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export interface JsonRecord {
  at: Position
  value: JsonValue
}

/** true, false, null or a number, matched where the parser stands (sticky). */
const LITERAL = /true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?/y

class Parser {
  private i = 0
  /** Each array parsed, with where its elements begin. */
  readonly positioned = new WeakMap<JsonValue[], JsonRecord[]>()
  readonly positionAt: (offset: number) => Position

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {
    this.positionAt = positionsIn(text)
  }

  fail(problem: string, offset = this.i): never {
    throw fileError(this.file, this.positionAt(offset), problem)
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.i] ?? "")) this.i += 1
  }

  atEnd(): boolean {
    this.skipSpace()
    return this.i >= this.text.length
  }

  get offset(): number {
    return this.i
  }

  peek(): string | undefined {
    this.skipSpace()
    return this.text[this.i]
  }

  expect(char: string): void {
    if (this.peek() !== char)
      this.fail(this.i >= this.text.length ? "o arquivo termina no meio de um valor" : `esperava "${char}" aqui`)
    this.i += 1
  }

  value(): JsonValue {
    const char = this.peek()
    if (char === "{") return this.object()
    if (char === "[") {
      const items = this.array()
      const values = items.map(item => item.value)
      this.positioned.set(values, items)
      return values
    }
    if (char === '"') return this.string()
    if (char === undefined) this.fail("o arquivo termina no meio de um valor")
    LITERAL.lastIndex = this.i
    const literal = LITERAL.exec(this.text)
    if (!literal) this.fail("isto não é um valor JSON (texto precisa de aspas duplas)")
    this.i += literal[0].length
    return literal[0] === "true"
      ? true
      : literal[0] === "false"
        ? false
        : literal[0] === "null"
          ? null
          : Number(literal[0])
  }

  object(): { [key: string]: JsonValue } {
    this.expect("{")
    const result: { [key: string]: JsonValue } = {}
    if (this.peek() === "}") {
      this.i += 1
      return result
    }
    for (;;) {
      if (this.peek() !== '"') this.fail("esperava o nome de um campo entre aspas duplas")
      const key = this.string()
      this.expect(":")
      result[key] = this.value()
      if (this.peek() === ",") {
        this.i += 1
        continue
      }
      this.expect("}")
      return result
    }
  }

  /** The elements with where each begins. */
  array(): JsonRecord[] {
    this.expect("[")
    const items: JsonRecord[] = []
    if (this.peek() === "]") {
      this.i += 1
      return items
    }
    for (;;) {
      this.skipSpace()
      const at = this.positionAt(this.i)
      items.push({ at, value: this.value() })
      if (this.peek() === ",") {
        this.i += 1
        continue
      }
      this.expect("]")
      return items
    }
  }

  string(): string {
    const start = this.i
    this.i += 1
    let result = ""
    for (;;) {
      if (this.i >= this.text.length || this.text[this.i] === "\n")
        this.fail("as aspas abertas aqui não se fecham", start)
      const char = this.text[this.i]
      this.i += 1
      if (char === '"') return result
      if (char !== "\\") {
        result += char
        continue
      }
      const escape = this.text[this.i]
      this.i += 1
      const simple: Record<string, string> = {
        '"': '"',
        "\\": "\\",
        "/": "/",
        b: "\b",
        f: "\f",
        n: "\n",
        r: "\r",
        t: "\t",
      }
      if (escape in simple) result += simple[escape]
      else if (escape === "u" && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i, this.i + 4))) {
        result += String.fromCharCode(parseInt(this.text.slice(this.i, this.i + 4), 16))
        this.i += 4
      } else this.fail("escape inválido dentro do texto", this.i - 2)
    }
  }
}

/**
 * The records of a JSON export: the elements of a top-level array, or of the
 * first array-valued field of a top-level object ({"leads": [...]}), or one
 * per line (JSON Lines). Throws a ReportError naming the file, line and column.
 */
export function parseJsonRecords(text: string, file: string): JsonRecord[] {
  const clean = text.replace(/^\uFEFF/, "")
  const parser = new Parser(clean, file)
  if (parser.atEnd()) return []
  if (parser.peek() === "[") {
    const records = parser.array()
    if (!parser.atEnd()) parser.fail("há texto depois do fim da lista")
    return records
  }
  const records: JsonRecord[] = []
  while (!parser.atEnd()) {
    const start = parser.offset
    const value = parser.value()
    // {"leads": [...]}: a CRM that wraps its list; otherwise each object is one record (JSON Lines).
    if (
      records.length === 0 &&
      parser.atEnd() &&
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value)
    ) {
      const list = Object.values(value).find((item): item is JsonValue[] => Array.isArray(item))
      if (list) return parser.positioned.get(list) ?? []
    }
    records.push({ at: parser.positionAt(start), value })
  }
  return records
}
