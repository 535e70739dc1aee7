/**
 * Exports written the way their writers write them, for the read-out's tests:
 * the CRM's (the site's own lead records, as CSV or JSON), Hotmart's detailed
 * sales report (";", "(none)", "1.497,00"), Kiwify's sales report, and the
 * generic sck,status,value,email. Leads come from buildLeadRecord and every
 * sck from sckWithVariant, so the site and the read-out cannot drift apart.
 */
import { mkdtempSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import plans from "../../content/data/plans.json"
import { sckWithVariant } from "../../src/features/lead/checkout/checkout-attribution"
import { buildLeadRecord, type LeadRecord } from "../../src/features/lead/delivery/lead"

export const PRICE = plans.plans[0].price

interface LeadSpec {
  variant: string
  environment?: string
  suspected?: boolean
  /** Where the numbering of these leads' ids and e-mails starts. */
  from?: number
}

export function siteLeads(
  count: number,
  { variant, environment = "production", suspected, from = 0 }: LeadSpec,
): LeadRecord[] {
  return Array.from({ length: count }, (_, i) =>
    buildLeadRecord({
      values: {
        nome: `Pessoa ${from + i}`,
        email: `pessoa${from + i}.${variant}@exemplo.com.br`,
        telefone: "11987654321",
      },
      plan: { name: plans.plans[0].name, price: PRICE },
      tracking: {
        params: { utm_source: "instagram", sck: "anuncio-7" },
        timestamp: "2026-11-01T12:00:00.000Z",
        referrer: "",
        landing_page: "/",
      },
      pageUrl: "https://formacaomagic.com.br/",
      build: { variant, environment },
      now: new Date("2026-11-02T15:30:00.000Z"),
      leadId: `${variant}-${environment}-${suspected ? "s" : "p"}-${from + i}`,
      consent: { categorias: ["necessary", "analytics"], versao_politica: 1, data_escolha: "2026-11-02T15:29:00.000Z" },
      ...(suspected && { suspicion: { suspeito: true, motivo_suspeita: "rapido_demais" } }),
    }),
  )
}

type Cell = string | number | boolean | object | undefined

const csvCell = (value: Cell, delimiter: string): string => {
  const text = value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value)
  return text.includes(delimiter) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csv(header: string[], rows: Cell[][], delimiter: string): string {
  return [header, ...rows].map(row => row.map(cell => csvCell(cell, delimiter)).join(delimiter)).join("\r\n") + "\r\n"
}

/** The CRM's CSV export: one column per field of the lead, the consent as JSON text. */
export function crmCsv(leads: LeadRecord[]): string {
  const header = [...new Set(leads.flatMap(lead => Object.keys(lead)))]
  return csv(
    header,
    leads.map(lead => header.map(name => (lead as unknown as Record<string, Cell>)[name])),
    ",",
  )
}

export const crmJson = (leads: LeadRecord[]): string => `${JSON.stringify(leads, null, 2)}\n`

export interface SaleSpec {
  variant?: string
  email: string
  status?: "approved" | "refunded" | "pending"
  /** The visitor's own sck before the site appends the variant. */
  sck?: string
}

const HOTMART_STATUS = { approved: "Aprovado", refunded: "Reembolsado", pending: "Aguardando pagamento" }
const KIWIFY_STATUS = { approved: "paid", refunded: "refunded", pending: "waiting_payment" }
const brl = (price: string) => price.replace(/R\$\s*/, "") + ",00"
const sckOf = (sale: SaleSpec) => (sale.variant ? sckWithVariant(sale.sck, sale.variant) : (sale.sck ?? ""))

/** Hotmart's detailed sales report (Modelo detalhado de vendas), as exported. */
export function hotmartCsv(sales: SaleSpec[]): string {
  const header = [
    "Produto",
    "Código do produto",
    "Código da transação",
    "Status da transação",
    "Data da transação",
    "Confirmação do pagamento",
    "Moeda de compra",
    "Valor de compra com impostos",
    "Valor de compra sem impostos",
    "Faturamento líquido do(a) Produtor(a)",
    "Código SCK",
    "Código SRC",
    "Método de pagamento",
    "Tipo de cobrança",
    "Quantidade total de parcelas",
    "Comprador(a)",
    "Email do(a) Comprador(a)",
    "Telefone",
    "Documento",
    "País",
    "Venda feita como",
    "Transação do Produto Principal",
  ]
  const rows = sales.map((sale, i) => {
    const code = `HP${String(1_700_000_000 + i).padStart(14, "0")}`
    const status = HOTMART_STATUS[sale.status ?? "approved"]
    return [
      "Formação Magic",
      "4012345",
      code,
      status,
      "02/11/2026 15:41:07",
      status === "Aprovado" ? "02/11/2026 15:41:59" : "(none)",
      "BRL",
      brl(PRICE),
      brl(PRICE),
      "1.312,45",
      sckOf(sale) || "(none)",
      "(none)",
      "Cartão de Crédito",
      "À vista",
      "1",
      `Pessoa ${i}`,
      sale.email,
      "(11) 98765-4321",
      "(none)",
      "Brasil",
      "Produtor(a)",
      code,
    ]
  })
  return csv(header, rows, ";")
}

/** Kiwify's sales report, as exported. */
export function kiwifyCsv(sales: SaleSpec[]): string {
  const header = [
    "ID da venda",
    "Status",
    "Data de Criação",
    "Produto",
    "Oferta",
    "Cliente",
    "Email",
    "Celular",
    "CPF / CNPJ",
    "Moeda",
    "Total com acréscimo",
    "Preço base do produto",
    "Valor líquido",
    "Pagamento",
    "Parcelas",
    "Tracking src",
    "Tracking sck",
    "Tracking utm_source",
    "Tracking utm_medium",
    "Tracking utm_campaign",
  ]
  const value = PRICE.replace(/R\$\s*|\./g, "") + ".00"
  const rows = sales.map((sale, i) => [
    `kw_${(9_000_000 + i).toString(36)}`,
    KIWIFY_STATUS[sale.status ?? "approved"],
    "02/11/2026 15:41:07",
    "Formação Magic",
    "Plano Plus",
    `Pessoa ${i}`,
    sale.email,
    "+5511987654321",
    "",
    "BRL",
    value,
    value,
    "1312.45",
    "credit_card",
    "1",
    "",
    sckOf(sale),
    "instagram",
    "",
    "",
  ])
  return csv(header, rows, ",")
}

export function genericCsv(sales: SaleSpec[]): string {
  return csv(
    ["sck", "status", "value", "email"],
    sales.map(sale => [sckOf(sale), sale.status ?? "approved", PRICE.replace(/R\$\s*|\./g, ""), sale.email]),
    ",",
  )
}

/** Writes `files` into a new temporary folder; returns its path. */
export function writeTemp(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ab-report-"))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}
