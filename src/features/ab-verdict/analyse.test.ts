/**
 * @jest-environment node
 *
 * The verdict as a marketer gets it from real exports, generated here: the CRM's leads, Hotmart's
 * and Kiwify's sales reports (with their own column names and number formats), GA4's visitors.
 */
import { strToU8, zipSync } from "fflate"
import { analyse, type ExportFile } from "./analyse"
type VerdictInput = Parameters<typeof analyse>[0]
import { parseMoney, variantFromSck } from "./sales"

type Cell = string | number
const DAY = 86_400_000
const START = Date.UTC(2026, 10, 2)

const csv = (rows: Cell[][], delimiter = ",") =>
  rows
    .map(row =>
      row
        .map(String)
        .map(text => (text.includes(delimiter) || /["\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text))
        .join(delimiter),
    )
    .join("\r\n") + "\r\n"
const utf8 = (name: string, text: string): ExportFile => ({ name, bytes: new TextEncoder().encode(text) })
/** Excel's "CSV" on Windows: Windows-1252, which holds Portuguese letters where Latin-1 does. */
const windows1252 = (name: string, text: string): ExportFile => ({
  name,
  bytes: Uint8Array.from(text, c => c.charCodeAt(0)),
})

/** An .xlsx as Excel writes one, reduced to what a reader needs: a workbook, its link to a sheet, the sheet. */
function xlsx(name: string, rows: Cell[][]): ExportFile {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
  const cell = (value: Cell, column: number, row: number) => {
    const ref = `${String.fromCharCode(65 + column)}${row + 1}`
    return typeof value === "number"
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`
  }
  const sheetRows = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, c, r)).join("")}</row>`)
  const main = "http://schemas.openxmlformats.org"
  return {
    name,
    bytes: zipSync({
      "xl/workbook.xml": strToU8(
        `<workbook xmlns="${main}/spreadsheetml/2006/main" xmlns:r="${main}/officeDocument/2006/relationships">` +
          `<sheets><sheet name="Vendas" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      "xl/_rels/workbook.xml.rels": strToU8(
        `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" ` +
          `Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      "xl/worksheets/sheet1.xml": strToU8(
        `<worksheet xmlns="${main}/spreadsheetml/2006/main"><sheetData>${sheetRows.join("")}</sheetData></worksheet>`,
      ),
    }),
  }
}

const email = (variant: string, i: number) => `pessoa${i}.${variant}@exemplo.com.br`

/** The CRM's export: `count` production leads of `variant` over ten days, each with its consent as JSON. */
const leadRows = (variant: string, count: number, environment = "production"): Cell[][] =>
  Array.from({ length: count }, (_, i) => [
    `${variant}-${i}`,
    email(variant, i),
    variant,
    environment,
    new Date(START + (i * 10 * DAY) / count).toISOString(),
    '{"categorias":["necessary"],"versao_politica":1}',
  ])
const LEAD_HEADER = ["lead_id", "email", "variante", "ambiente", "timestamp", "consentimento"]

interface SaleRow {
  id: string
  status: "approved" | "refunded" | "pending"
  value: number
  sck: string
  email: string
}

const sales = (variant: string, count: number, price: number): SaleRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${variant}-${i}`,
    status: "approved",
    value: price,
    // The site's sck; every tenth buyer's is lost, and the e-mail finds the lead.
    sck: i % 10 === 9 ? "" : `anuncio-7_v-${variant}_l-0b6c${String(i).padStart(4, "0")}-8f1e-4c7a-9d2b-5e8f0a1b2c3d`,
    email: email(variant, i),
  }))

const hotmartStatus = { approved: "Aprovado", refunded: "Reembolsado", pending: "Aguardando pagamento" }
const hotmart = (rows: SaleRow[]): Cell[][] => [
  [
    "Código da transação",
    "Status da transação",
    "Valor de compra com impostos",
    "Código SCK",
    "Email do(a) Comprador(a)",
  ],
  ...rows.map(sale => [
    sale.id,
    hotmartStatus[sale.status],
    sale.value.toLocaleString("pt-BR", { minimumFractionDigits: 2 }),
    sale.sck || "(none)",
    sale.email,
  ]),
]
const kiwify = (rows: SaleRow[], emailHeader = "Email"): Cell[][] => [
  ["ID da venda", "Status", "Data de Criação", "Total com acréscimo", "Tracking sck", emailHeader],
  ...rows.map(sale => [
    sale.id,
    sale.status === "approved" ? "paid" : sale.status,
    "02/11/2026",
    sale.value.toFixed(2),
    sale.sck,
    sale.email,
  ]),
]

/** The price test of the acceptance: main at R$ 2.497 sells 40 of 1,000 leads, preco-b at R$ 1.497 sells 60. */
function priceTest() {
  const main = sales("main", 40, 2497)
  const b = sales("preco-b", 60, 1497)
  const [hotmartSales, kiwifySales] = [
    [...main, ...b].filter((_, i) => i % 2 === 0),
    [...main, ...b].filter((_, i) => i % 2),
  ]
  const hotmartRows = [
    ...hotmartSales,
    // Refunds as Hotmart writes some: the same transaction, "Aprovado", a negative value.
    ...hotmartSales
      .filter(sale => sale.id.startsWith("preco-b"))
      .slice(0, 3)
      .map(sale => ({ ...sale, value: -1497 })),
    { ...main[0], status: "refunded" as const },
    { ...main[2], id: "main-pending", status: "pending" as const },
  ]
  // Kiwify's report exported twice over the same days: its first ten rows again.
  const kiwifyRows = [...kiwifySales, ...kiwifySales.slice(0, 10)]
  const leads = [LEAD_HEADER, ...leadRows("main", 1000), ...leadRows("preco-b", 1000), ...leadRows("titulo-velho", 1)]
  return { leads, hotmart: hotmart(hotmartRows), kiwify: kiwify(kiwifyRows), kiwifyRows }
}

const input = (files: ExportFile[], variants = "main,preco-b", lift = "20"): VerdictInput => ({
  files: files.map(file => ({ file })),
  variants,
  lift,
})

describe("the A/B verdict", () => {
  it("counts each sale once by its final state and lets revenue decide a price test", async () => {
    const test = priceTest()
    const { json, verdict, notes } = await analyse(
      input([
        utf8("leads.csv", csv(test.leads)),
        utf8("hotmart.csv", csv(test.hotmart, ";")),
        utf8("kiwify.csv", csv(test.kiwify)),
      ]),
    )
    expect(json.variants.map(({ variant, leads, sales }) => ({ variant, leads, sales }))).toEqual([
      { variant: "main", leads: 1000, sales: 39 },
      { variant: "preco-b", leads: 1000, sales: 57 },
    ])
    expect(json.variants[1].revenue).toBe(57 * 1497)
    expect(json.metric).toBe("revenuePerLead")
    expect(json.leader).toBe("main")
    expect(json.strays).toEqual([{ variant: "titulo-velho", leads: 1, sales: 0 }])
    // 1,000 leads a side are far from the size a 20% lift needs: no winner is named, the days left are.
    expect(json.enoughData).toBe(false)
    expect(verdict).toMatch(/^Amostra ainda curta: main lidera em receita por lead, com [\d,]+% de chance/)
    expect(verdict).toMatch(/cerca de [\d.]+ dias no ritmo atual\.$/)
    expect(notes).toContain(
      "Vendas: 14 linhas juntadas à venda da mesma transação (repetidas ou reembolsos), " +
        "4 vendas canceladas (reembolso ou chargeback), 1 venda não aprovada.",
    )
  })

  it("gives the same figures from the exports re-saved by Excel (Windows-1252, ';', E-mail) and as .xlsx", async () => {
    const test = priceTest()
    const figures = async (files: ExportFile[]) => (await analyse(input(files))).json
    const original = await figures([
      utf8("leads.csv", `\uFEFF${csv(test.leads)}`),
      utf8("hotmart.csv", csv(test.hotmart, ";")),
      utf8("kiwify.csv", csv(test.kiwify)),
    ])
    const leads = csv([["lead_id", "E-mail", ...LEAD_HEADER.slice(2)], ...test.leads.slice(1)], ";")
    const resaved = await figures([
      windows1252("leads.csv", leads),
      windows1252("hotmart.csv", csv(test.hotmart, ";")),
      windows1252("kiwify.csv", csv(kiwify(test.kiwifyRows, "E-mail"), ";")),
    ])
    const spreadsheet = await figures([
      utf8("leads.csv", leads),
      utf8("hotmart.csv", csv(test.hotmart, ";")),
      xlsx("kiwify.xlsx", test.kiwify),
    ])
    expect(resaved).toEqual(original)
    expect(spreadsheet).toEqual(original)
  })

  it("names the winner once the planned size is reached, with the chance the table shows", async () => {
    const leads = csv([LEAD_HEADER, ...leadRows("main", 400), ...leadRows("preco-b", 400)])
    const sold = [...sales("main", 40, 1497), ...sales("preco-b", 100, 1497)]
    // No variant named: main and the variant with the most leads are the test.
    const result = await analyse(input([utf8("leads.csv", leads), utf8("kiwify.csv", csv(kiwify(sold)))], "", "100"))
    expect(result.verdict).toBe("Vencedora: preco-b, com 99,9% de chance de ter a maior receita por lead.")
    expect(result.table.rows[1].at(-1)).toBe("99,9%")
    expect(result.json.daysLeft).toBe(0)
  })

  it("judges a headline test on revenue per visitor when GA4's visitors are given", async () => {
    const leads = csv([LEAD_HEADER, ...leadRows("main", 400), ...leadRows("titulo-b", 600)])
    const sold = [...sales("main", 20, 1000), ...sales("titulo-b", 30, 1000)]
    const ga4 =
      "# ----------------------------------------\n# Exploração livre\n# 20261102-20261112\n\nvariante,Usuários totais\nmain,20000\ntitulo-b,20000\n"
    const { json, table } = await analyse(
      input([utf8("leads.csv", leads), utf8("vendas.csv", csv(kiwify(sold))), utf8("ga4.csv", ga4)], "main,titulo-b"),
    )
    expect(json.metric).toBe("revenuePerVisitor")
    expect(json.variants.map(arm => [arm.visitors, arm.revenuePerVisitor])).toEqual([
      [20000, 1],
      [20000, 1.5],
    ])
    expect(table.header).toEqual(expect.arrayContaining(["Visitantes", "Visitante → lead", "Receita por visitante"]))
  })

  it("warns when a file has no e-mail column instead of silently matching nothing", async () => {
    const leads = csv([
      ["lead_id", "variante", "ambiente"],
      ["1", "main", "production"],
      ["2", "preco-b", "branch"],
    ])
    const { notes } = await analyse(input([utf8("leads.csv", leads), utf8("vendas.csv", csv(kiwify([])))]))
    expect(notes[0]).toBe(
      'leads.csv não tem a coluna "email": vendas sem a variante no sck não podem ser ligadas aos leads.',
    )
  })

  it.each([
    [
      "pedidos.csv",
      "pedido,total\n1,10\n",
      'pedidos.csv: não reconheço este arquivo como uma exportação de vendas. Colunas encontradas: "pedido", "total". Faltam: "Status da transação" ou "Status"; "Código SCK" ou "Tracking sck" ou "sck"; "Valor de compra com impostos" ou "Total com acréscimo" ou "Valor" ou "value".',
    ],
    [
      "vendas.csv",
      "sck;status;valor\nv-main;paid;dez reais\n",
      'vendas.csv, linha 2, coluna "valor": "dez reais" não é um valor em reais',
    ],
    [
      "vendas.csv",
      'sck,status,valor\nv-main,"paid,10\n',
      "vendas.csv, linha 2, coluna 2: as aspas abertas neste valor não se fecham",
    ],
    [
      "vendas.csv",
      "sck,status,valor\nv-main,paid\n",
      "vendas.csv, linha 2: a linha tem 2 colunas, mas o cabeçalho (linha 1) tem 3",
    ],
    [
      "leads.json",
      '[\n  {"variante": "main", "ambiente": "production"}\n  {"variante": "main"}\n]',
      "leads.json, linha 3, coluna 3: o arquivo não é um JSON válido",
    ],
    [
      "leads.json",
      '[{"variante": "main", "ambiente": "production", "suspeito": "talvez"}]',
      'leads.json, item 1: "suspeito" deveria ser true ou false, não "talvez"',
    ],
  ])("explains %s's problem in Portuguese, naming where it is", async (name, text, message) => {
    const leads = utf8("leads.csv", csv([LEAD_HEADER, ...leadRows("main", 1)]))
    const files =
      name === "leads.json" ? [utf8(name, text), utf8("vendas.csv", "sck,status,valor\n")] : [leads, utf8(name, text)]
    await expect(analyse(input(files))).rejects.toThrow(message)
  })
})

describe("reading the exports' values", () => {
  it.each([
    ["anuncio-7_v-preco-b_l-0b6c0001-8f1e-4c7a-9d2b-5e8f0a1b2c3d", "preco-b"],
    ["v-titulo_c", "titulo_c"],
    ["story_v-velho_v-v2.1", "v2.1"],
    ["anuncio-7", undefined],
  ])("reads the variant of sck %j", (sck, variant) => {
    expect(variantFromSck(sck)).toBe(variant)
  })

  it.each([
    ["R$ 1.497,00", 1497],
    ["-1.497,00", -1497],
    ["1,497.50", 1497.5],
    ["1497.00", 1497],
    ["(none)", 0],
    ["dez reais", undefined],
  ])("reads %j as %p", (text, value) => {
    expect(parseMoney(text)).toBe(value)
  })
})
