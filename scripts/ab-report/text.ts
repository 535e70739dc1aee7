/** The read-out for people: a table and a plain verdict, in Portuguese. */
import { MIN_LEADS_PER_VARIANT, MIN_SALES_IN_TEST, WINNER_PROBABILITY, type Report, type VariantResult } from "./report"

const integer = new Intl.NumberFormat("pt-BR")
const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })
const percentFormat = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

export const count = (value: number): string => integer.format(value)
export const percent = (value: number): string => percentFormat.format(value).replace(/\s/g, "")
export const formatMoney = (value: number): string => money.format(value).replace(/\s/g, " ")

/** A probability that never rounds to a certainty the draws cannot give: "mais de 99,9%", "menos de 0,1%". */
export function chance(probability: number): string {
  if (probability > 0.999) return "mais de 99,9%"
  if (probability < 0.001) return "menos de 0,1%"
  return percent(probability)
}

/** The verdict in one sentence; the chart shows it too. */
export function verdict(report: Report): string {
  const { variants, leader } = report
  if (variants.length === 0)
    return "Nenhum lead: os arquivos não têm leads de visitantes reais (ambiente production ou branch)."
  if (variants.length === 1) {
    return `Dados insuficientes: só há leads da variante ${variants[0].variant}; ainda não há o que comparar.`
  }
  if (!report.enoughData) {
    return (
      `Dados insuficientes: cada variante precisa de pelo menos ${integer.format(MIN_LEADS_PER_VARIANT)} leads ` +
      `e o teste de ${integer.format(MIN_SALES_IN_TEST)} vendas antes de apontar uma vencedora.`
    )
  }
  const probability = chance(report.probabilityLeaderBest ?? 0)
  if ((report.probabilityLeaderBest ?? 0) >= WINNER_PROBABILITY) {
    return `Vencedora: ${leader ?? ""}, com ${probability} de probabilidade de ser a melhor.`
  }
  return (
    `Ainda sem vencedora: ${leader ?? ""} lidera, com ${probability} de probabilidade de ser a melhor ` +
    `(o critério é ${percent(WINNER_PROBABILITY)}). Continue o teste.`
  )
}

function table(rows: string[][], rightAligned: Set<number>): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map(row => row[column].length)))
  return rows
    .map(row =>
      row
        .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

function variantRow(v: VariantResult): string[] {
  return [
    v.variant,
    integer.format(v.leads),
    integer.format(v.sales),
    percent(v.conversion),
    `${percent(v.interval[0])} a ${percent(v.interval[1])}`,
    formatMoney(v.revenue),
    chance(v.probabilityBest),
  ]
}

/** A lift as the marketer typed it: "20%", "12,5%". */
const liftText = (lift: number) =>
  new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 }).format(lift).replace(/\s/g, "")

function sampleSizeLines(report: Report): string[] {
  const size = report.sampleSize
  if (!size) return ["Tamanho do teste: ainda sem vendas, não dá para estimar quantos leads o teste precisa."]
  const missing = [...size.missing].filter(([, count]) => count > 0)
  const target = size.baseline * (1 + size.lift)
  const head =
    `Tamanho do teste: para ver uma melhora de ${liftText(size.lift)} sobre a conversão de ${size.baselineVariant} ` +
    `(de ${percent(size.baseline)} para ${percent(target)}) com 95% de confiança e 80% de poder, ` +
    `cada variante precisa de cerca de ${integer.format(size.perVariant)} leads`
  if (missing.length === 0) return [`${head}: todas já têm.`]
  const lines = [
    `${head}. Faltam ${missing.map(([variant, count]) => `${integer.format(count)} em ${variant}`).join(" e ")}.`,
  ]
  const leader = report.variants.find(v => v.variant === report.leader)
  const observed = leader && size.baseline > 0 ? leader.conversion / size.baseline - 1 : 0
  if (observed > size.lift) {
    lines.push(
      `Uma diferença maior, como a de agora (${liftText(observed)} em ${leader?.variant ?? ""}), aparece com menos leads.`,
    )
  }
  return lines
}

function notes(report: Report): string[] {
  const { test, suspected, repeated } = report.skippedLeads
  const lines: string[] = []
  if (test + suspected + repeated > 0) {
    lines.push(
      `Leads não contados: ${integer.format(test)} de teste (preview ou local), ` +
        `${integer.format(suspected)} suspeitos de robô, ${integer.format(repeated)} repetidos.`,
    )
  }
  if (report.notApprovedSales > 0) {
    lines.push(
      `Vendas não aprovadas (canceladas, reembolsadas, aguardando…), ignoradas: ${integer.format(report.notApprovedSales)}.`,
    )
  }
  if (report.unattributedSales > 0) {
    lines.push(
      `Vendas aprovadas sem variante (sem "_v-" no sck e sem lead com o mesmo e-mail): ${integer.format(report.unattributedSales)}.`,
    )
  }
  for (const [variant, count] of report.otherVariantSales) {
    lines.push(`Vendas da variante ${variant}, que não tem leads contados: ${integer.format(count)}.`)
  }
  return lines
}

export function reportText(report: Report, files: { leads: string; sales: string }): string {
  const lines = [`Teste A/B: leads de ${files.leads}, vendas de ${files.sales} (${report.salesFormat})`, ""]
  if (report.variants.length > 0) {
    const header = ["Variante", "Leads", "Vendas", "Conversão", "Intervalo de 95%", "Receita", "Chance de ser a melhor"]
    lines.push(table([header, ...report.variants.map(variantRow)], new Set([1, 2, 3, 4, 5, 6])), "")
  }
  lines.push(verdict(report))
  if (report.variants.length > 0) lines.push(...sampleSizeLines(report))
  const extra = notes(report)
  if (extra.length > 0) lines.push("", ...extra)
  return `${lines.join("\n")}\n`
}
