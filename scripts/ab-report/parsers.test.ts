/**
 * @jest-environment node
 */
import { parseCsv } from "./csv"
import { parseJsonRecords } from "./json"
import { readTable } from "./table"

describe("parseCsv", () => {
  it("reads what spreadsheets and exporters write: a BOM, CRLF, ';', quotes, line breaks inside quotes", () => {
    const text =
      '\uFEFFnome;obs;valor\r\n"Ana";"disse ""oi""; e saiu";"2.345,00"\r\n"Bia";"linha 1\nlinha 2";10\r\n\r\n'
    expect(parseCsv(text, "x.csv")).toEqual({
      header: ["nome", "obs", "valor"],
      rows: [
        { line: 2, values: ["Ana", 'disse "oi"; e saiu', "2.345,00"] },
        { line: 3, values: ["Bia", "linha 1\nlinha 2", "10"] },
      ],
    })
  })

  it("counts lines past a value that spans two", () => {
    const { rows } = parseCsv('a,b\n"x\ny",1\nz,2\n', "x.csv")
    expect(rows.map(row => row.line)).toEqual([2, 4])
  })

  it("finds the delimiter outside quotes", () => {
    expect(parseCsv('"a,b";c\n1;2\n', "x.csv").header).toEqual(["a,b", "c"])
    expect(parseCsv("a\tb\n1\t2\n", "x.csv").rows[0].values).toEqual(["1", "2"])
  })

  it("has no header and no rows when empty", () => {
    expect(parseCsv("", "x.csv")).toEqual({ header: [], rows: [] })
    expect(parseCsv("\n\n", "x.csv")).toEqual({ header: [], rows: [] })
  })

  it.each([
    ['a,b\n1,"2\n', "x.csv, linha 2, coluna 2: as aspas abertas neste valor não se fecham"],
    ['a,b\n1,"2"x\n', "x.csv, linha 2, coluna 2: há texto depois das aspas que fecham o valor"],
    ['a,b\n1,2"3\n', "x.csv, linha 2, coluna 2: há aspas no meio de um valor que não começa com aspas"],
    ["a,b\n1\n", "x.csv, linha 2, coluna 1: a linha tem 1 colunas, mas o cabeçalho (linha 1) tem 2"],
  ])("says where %j goes wrong", (text, message) => {
    expect(() => parseCsv(text, "x.csv")).toThrow(message)
  })
})

describe("parseJsonRecords", () => {
  it("reads a list, a list inside an object, and JSON Lines, with where each record starts", () => {
    expect(parseJsonRecords('[\n  {"a": 1},\n  {"a": "ç\\u00e3"}\n]', "x.json")).toEqual([
      { at: { line: 2, column: 3 }, value: { a: 1 } },
      { at: { line: 3, column: 3 }, value: { a: "çã" } },
    ])
    expect(parseJsonRecords('{"total": 1, "leads": [{"a": true}]}', "x.json")).toEqual([
      { at: { line: 1, column: 24 }, value: { a: true } },
    ])
    expect(parseJsonRecords('{"a": null}\n{"a": -1.5e2}\n', "x.json").map(r => r.value)).toEqual([
      { a: null },
      { a: -150 },
    ])
    expect(parseJsonRecords("  \n", "x.json")).toEqual([])
  })

  it.each([
    ['[{"a": 1}\n {"a": 2}]', 'x.json, linha 2, coluna 2: esperava "]" aqui'],
    ['[{"a": 1},\n {a: 2}]', "x.json, linha 2, coluna 3: esperava o nome de um campo entre aspas duplas"],
    ['[{"a": sim}]', "x.json, linha 1, coluna 8: isto não é um valor JSON (texto precisa de aspas duplas)"],
    ['[{"a": "b}]', "x.json, linha 1, coluna 8: as aspas abertas aqui não se fecham"],
    ['[{"a": 1}', "x.json, linha 1, coluna 10: o arquivo termina no meio de um valor"],
    ['[{"a": 1}] x', "x.json, linha 1, coluna 12: há texto depois do fim da lista"],
  ])("says where %j goes wrong", (text, message) => {
    expect(() => parseJsonRecords(text, "x.json")).toThrow(message)
  })
})

describe("readTable", () => {
  it("gives JSON and CSV records the same named fields", () => {
    const csv = readTable("variante,suspeito\npreco-b,true\n", "l.csv")
    const json = readTable('[{"variante": "preco-b", "suspeito": true, "consentimento": {"categorias": []}}]', "l.json")
    expect(csv.records[0].field("suspeito")).toEqual({ value: "true", at: { line: 2, column: 2 } })
    expect(json.records[0].field("suspeito")).toEqual({ value: "true", at: { line: 1, column: 2 } })
    expect(json.records[0].field("consentimento")?.value).toBe('{"categorias":[]}')
    expect(json.records[0].field("email")).toBeUndefined()
    expect(json.columns).toEqual(["variante", "suspeito", "consentimento"])
  })

  it("refuses a list item that is not an object", () => {
    expect(() => readTable('[{"a": 1},\n 2]', "l.json")).toThrow(
      "l.json, linha 2, coluna 2: cada item da lista deveria ser um objeto",
    )
  })
})
