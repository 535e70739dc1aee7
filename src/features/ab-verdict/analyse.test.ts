/**
 * @jest-environment node
 *
 * The verdict from exports generated as the platforms write them: the CRM's leads, Hotmart's and Kiwify's sales
 * (their own column names and number formats), GA4's visitors.
 */
import { strToU8, zipSync } from "fflate"
import { analyse, type ExportFile } from "./analyse"
import { parseMoney, variantFromSck } from "./sales"
import plansJson from "../../../content/data/plans.json"
import renewalOffer from "../../../content/data/renewalOffer.json"

/** The two arms' prices, from content: the Max plan's, and the customer week's as the cheaper variant. */
const [MAIN_PRICE, B_PRICE] = [plansJson.plans.find(plan => plan.id === "max")!.price, renewalOffer.offerPrice]

type SaleRow = { id: string; status: "approved" | "refunded" | "pending"; value: number; sck: string; email: string }
const DAY = 86_400_000
const START = Date.UTC(2026, 10, 2)

const quote = (text: string, delimiter: string) =>
  text.includes(delimiter) || /["\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
const csv = (rows: string[][], delimiter = ",") =>
  rows.map(row => row.map(cell => quote(cell, delimiter)).join(delimiter)).join("\r\n") + "\r\n"
const utf8 = (name: string, text: string): ExportFile => ({ name, bytes: new TextEncoder().encode(text) })
/** Excel's "CSV" on Windows: Windows-1252, which holds Portuguese letters where Latin-1 does. */
const windows1252 = (name: string, text: string) => ({ name, bytes: Uint8Array.from(text, c => c.charCodeAt(0)) })

/** An .xlsx as Excel writes one, reduced to what a reader needs: a workbook, its link to a sheet, the sheet. */
function xlsx(name: string, rows: string[][]): ExportFile {
  const ns = "http://schemas.openxmlformats.org"
  const cell = (value: string, c: number, r: number) =>
    `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${value}</t></is></c>`
  const sheet = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, c, r)).join("")}</row>`)
  const files = {
    "xl/workbook.xml": `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Vendas" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet.join("")}</sheetData></worksheet>`,
  }
  return { name, bytes: zipSync(Object.fromEntries(Object.entries(files).map(([path, xml]) => [path, strToU8(xml)]))) }
}

const email = (variant: string, i: number) => `pessoa${i}.${variant}@exemplo.com.br`
const LEAD_HEADER = ["lead_id", "email", "variante", "ambiente", "timestamp", "consentimento"]
const CONSENT = '{"categorias":["necessary"],"versao_politica":1}'
/** The CRM's export: `count` production leads of `variant` over ten days, each with its consent as JSON. */
const leadRows = (variant: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const time = new Date(START + (i * 10 * DAY) / count).toISOString()
    return [`${variant}-${i}`, email(variant, i), variant, "production", time, CONSENT]
  })
const leadsFile = (...arms: [string, number][]) =>
  utf8("leads.csv", csv([LEAD_HEADER, ...arms.flatMap(([variant, count]) => leadRows(variant, count))]))

const sales = (variant: string, count: number, price: number): SaleRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${variant}-${i}`,
    status: "approved",
    value: price,
    // The site's sck; every tenth buyer's is lost, and the e-mail finds the lead.
    sck: i % 10 === 9 ? "" : `anuncio-7_v-${variant}_l-0b6c${String(i).padStart(4, "0")}-8f1e-4c7a-9d2b-5e8f0a1b2c3d`,
    email: email(variant, i),
  }))

const HOTMART_STATUS = { approved: "Aprovado", refunded: "Reembolsado", pending: "Aguardando pagamento" }
const brl = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })
const hotmart = (rows: SaleRow[]) => [
  "Código da transação|Status da transação|Valor de compra com impostos|Código SCK|Email do(a) Comprador(a)".split("|"),
  ...rows.map(s => [s.id, HOTMART_STATUS[s.status], brl(s.value), s.sck || "(none)", s.email]),
]
const kiwify = (rows: SaleRow[], emailHeader = "Email") => [
  ["ID da venda", "Status", "Data de Criação", "Total com acréscimo", "Tracking sck", emailHeader],
  ...rows.map(s => [
    s.id,
    s.status === "approved" ? "paid" : s.status,
    "02/11/2026",
    s.value.toFixed(2),
    s.sck,
    s.email,
  ]),
]

/** The acceptance's price test: main sells 40 of 1,000 leads at its price, preco-b 60 at the lower one. */
function priceTest() {
  const main = sales("main", 40, MAIN_PRICE)
  const all = [...main, ...sales("preco-b", 60, B_PRICE)]
  const [hotmartSales, kiwifySales] = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2)]
  const hotmartRows = [
    ...hotmartSales,
    // Refunds as Hotmart writes some: the same transaction, "Aprovado", a negative value.
    ...hotmartSales
      .filter(sale => sale.id.startsWith("preco-b"))
      .slice(0, 3)
      .map(sale => ({ ...sale, value: -B_PRICE })),
    { ...main[0], status: "refunded" as const },
    { ...main[2], id: "main-pending", status: "pending" as const },
  ]
  // Kiwify's report exported twice over the same days: its first ten rows again.
  const kiwifyRows = [...kiwifySales, ...kiwifySales.slice(0, 10)]
  const leads = [LEAD_HEADER, ...leadRows("main", 1000), ...leadRows("preco-b", 1000), ...leadRows("titulo-velho", 1)]
  return { leads, hotmart: hotmart(hotmartRows), kiwify: kiwify(kiwifyRows), kiwifyRows }
}

const verdictOf = (files: ExportFile[], variants = "main,preco-b", lift = "20") =>
  analyse({ files: files.map(file => ({ file })), variants, lift })

describe("the A/B verdict", () => {
  const test = priceTest()

  it("counts each sale once by its final state and lets revenue decide a price test", async () => {
    const { json, verdict, notes } = await verdictOf([
      utf8("leads.csv", csv(test.leads)),
      utf8("hotmart.csv", csv(test.hotmart, ";")),
      utf8("kiwify.csv", csv(test.kiwify)),
    ])
    expect(json.variants.map(({ variant, leads, sales, revenue }) => [variant, leads, sales, revenue])).toEqual([
      ["main", 1000, 39, 39 * MAIN_PRICE],
      ["preco-b", 1000, 57, 57 * B_PRICE],
    ])
    expect(json).toMatchObject({ metric: "revenuePerLead", leader: "main", enoughData: false })
    expect(json.strays).toEqual([{ variant: "titulo-velho", leads: 1, sales: 0 }])
    // 1,000 leads a side are far from the size a 20% lift needs: no winner is named, the days left are.
    expect(verdict).toMatch(/^Amostra ainda curta: main lidera em receita por lead, com [\d,]+% de chance/)
    expect(verdict).toMatch(/cerca de [\d.]+ dias no ritmo atual\.$/)
    expect(notes).toContain(
      "Vendas: 14 linhas juntadas à venda da mesma transação (repetidas ou reembolsos), " +
        "4 vendas canceladas (reembolso ou chargeback), 1 venda não aprovada.",
    )
  })

  it("gives the same figures from the exports re-saved by Excel (Windows-1252, ';', E-mail) and as .xlsx", async () => {
    const figures = async (files: ExportFile[]) => (await verdictOf(files)).json
    const original = await figures([
      utf8("leads.csv", `\uFEFF${csv(test.leads)}`),
      utf8("hotmart.csv", csv(test.hotmart, ";")),
      utf8("kiwify.csv", csv(test.kiwify)),
    ])
    const leads = csv([["lead_id", "E-mail", ...LEAD_HEADER.slice(2)], ...test.leads.slice(1)], ";")
    const hotmartFile = csv(test.hotmart, ";")
    const kiwifyFile = csv(kiwify(test.kiwifyRows, "E-mail"), ";")
    const resaved = [windows1252("leads.csv", leads), windows1252("hotmart.csv", hotmartFile)]
    expect(await figures([...resaved, windows1252("kiwify.csv", kiwifyFile)])).toEqual(original)
    expect(await figures([...resaved, xlsx("kiwify.xlsx", test.kiwify)])).toEqual(original)
  })

  it("names the winner once the planned size is reached, with the chance the table shows", async () => {
    const sold = [...sales("main", 40, B_PRICE), ...sales("preco-b", 100, B_PRICE)]
    // No variant named: main and the variant with the most leads are the test.
    const files = [leadsFile(["main", 400], ["preco-b", 400]), utf8("kiwify.csv", csv(kiwify(sold)))]
    const result = await verdictOf(files, "", "100")
    expect(result.verdict).toBe("Vencedora: preco-b, com 99,9% de chance de ter a maior receita por lead.")
    expect(result.table.rows[1].at(-1)).toBe("99,9%")
    expect(result.json.daysLeft).toBe(0)
  })

  it("judges a headline test on revenue per visitor when GA4's visitors are given", async () => {
    const sold = csv(kiwify([...sales("main", 20, 1000), ...sales("titulo-b", 30, 1000)]))
    const ga4 =
      "# ------\n# Exploração livre\n# 20261102-20261112\n\nvariante,Usuários totais\nmain,20000\ntitulo-b,20000\n"
    const leads = leadsFile(["main", 400], ["titulo-b", 600])
    const { json, table } = await verdictOf([leads, utf8("vendas.csv", sold), utf8("ga4.csv", ga4)], "main,titulo-b")
    expect(json.metric).toBe("revenuePerVisitor")
    expect(json.variants.map(arm => [arm.visitors, arm.revenuePerVisitor])).toEqual([
      [20000, 1],
      [20000, 1.5],
    ])
    expect(table.header).toEqual(expect.arrayContaining(["Visitantes", "Visitante → lead", "Receita por visitante"]))
  })

  it("warns when a file has no e-mail column instead of silently matching nothing", async () => {
    const leads = utf8("leads.csv", "lead_id,variante,ambiente\n1,main,production\n2,preco-b,branch\n")
    const { notes } = await verdictOf([leads, utf8("vendas.csv", csv(kiwify([])))])
    expect(notes[0]).toBe(
      'leads.csv não tem a coluna "email": vendas sem a variante no sck não podem ser ligadas aos leads.',
    )
  })

  it.each([
    [
      "pedido,total\n1,10\n",
      'pedidos.csv: não reconheço este arquivo como uma exportação de vendas. Colunas encontradas: "pedido", "total". Faltam: "Status da transação" ou "Status"; "Código SCK" ou "Tracking sck" ou "sck"; "Valor de compra com impostos" ou "Total com acréscimo" ou "Valor" ou "value".',
    ],
    ["sck;status;valor\nv;paid;dez reais\n", 'v.csv, linha 2, coluna "valor": "dez reais" não é um valor em reais'],
    ['sck,status,valor\nv,"paid,10\n', "v.csv, linha 2, coluna 2: as aspas abertas neste valor não se fecham"],
    ["sck,status,valor\nv,paid\n", "v.csv, linha 2: a linha tem 2 colunas, mas o cabeçalho (linha 1) tem 3"],
    ['[\n  {"variante": "main"}\n  {}\n]', "l.json, linha 3, coluna 3: o arquivo não é um JSON válido"],
    [
      '[{"variante": "a", "ambiente": "", "suspeito": "talvez"}]',
      'l.json, item 1: "suspeito" deveria ser true ou false, não "talvez"',
    ],
  ])("explains a bad export in Portuguese, naming where: %j", async (text, message) => {
    const name = message.split(/[,:]/)[0]
    await expect(verdictOf([leadsFile(["main", 1]), utf8(name, text)])).rejects.toThrow(message)
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

  // A plan's price from content, as the platforms' exports write it: Brazilian, negative (a refund), US, bare.
  const written = (value: number, locale: string) => value.toLocaleString(locale, { minimumFractionDigits: 2 })
  const [br, us] = [written(MAIN_PRICE, "pt-BR"), written(MAIN_PRICE + 0.5, "en-US")]
  it.each([
    [`R$ ${br}`, MAIN_PRICE],
    [`-${br}`, -MAIN_PRICE],
    [us, MAIN_PRICE + 0.5],
    [MAIN_PRICE.toFixed(2), MAIN_PRICE],
    ["(none)", 0],
    ["dez reais", undefined],
  ])("reads %j as %p", (text, value) => {
    expect(parseMoney(text)).toBe(value)
  })
})
