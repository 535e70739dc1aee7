/** The verdict in Portuguese, for the command and the page alike: the sentence, the table, the notes, the chart. */
import type { Arm, Report } from "./report"

const WINNER_PROBABILITY = 0.95

const integer = new Intl.NumberFormat("pt-BR")
const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })
const count = (value: number) => integer.format(value)
export const formatMoney = (value: number) => money.format(value).replace(/\s/g, " ")
/** One decimal; two below 1%, where a visitor's conversion usually is. */
const percent = (value: number, digits = value > 0 && value < 0.01 ? 2 : 1) =>
  new Intl.NumberFormat("pt-BR", { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(value)
    .replace(/\s/g, "")

export const METRIC = { revenuePerLead: "receita por lead", revenuePerVisitor: "receita por visitante" }
const TRIALS = { revenuePerLead: "leads", revenuePerVisitor: "visitantes" }
export const metricValue = (report: Report, arm: Arm) =>
  report.metric === "revenuePerLead" ? arm.revenuePerLead : (arm.revenuePerVisitor ?? 0)

function sentenceOf(report: Report): string {
  const { variants, details, daysLeft } = report
  const metric = METRIC[report.metric]
  const chance = percent(report.probabilityLeaderBest ?? 0)
  const empty = variants.filter(arm => arm.leads === 0).map(arm => arm.variant)
  if (variants.length === empty.length) {
    return "Nenhum lead: os arquivos não têm leads de visitantes reais (ambiente production ou branch) das variantes do teste."
  }
  if (variants.length < 2) return `Dados insuficientes: só há a variante ${variants[0].variant}; não há o que comparar.`
  if (empty.length) return `Dados insuficientes: ${empty.join(" e ")} ainda não tem leads.`
  if (details.needed === undefined) {
    return `Dados insuficientes: ${variants[0].variant} ainda não tem vendas, então não dá para estimar o tamanho do teste.`
  }
  const leading = `${report.leader ?? ""} lidera em ${metric}, com ${chance} de chance de ser a melhor`
  if (!report.enoughData) {
    const missing = details.missing.flatMap((n, i) => (n ? [`${count(n)} em ${variants[i].variant}`] : []))
    const days =
      daysLeft === null ? "" : `: cerca de ${count(daysLeft)} ${daysLeft === 1 ? "dia" : "dias"} no ritmo atual`
    return (
      `Amostra ainda curta: ${leading}, mas cada variante precisa de cerca de ${count(details.needed)} ` +
      `${TRIALS[report.metric]} para mostrar uma melhora de ${percent(details.lift, 0)}. Faltam ${missing.join(" e ")}${days}.`
    )
  }
  if ((report.probabilityLeaderBest ?? 0) >= WINNER_PROBABILITY) {
    return `Vencedora: ${report.leader ?? ""}, com ${chance} de chance de ter a maior ${metric}.`
  }
  return (
    `Sem vencedora: ${leading} (o critério é ${percent(WINNER_PROBABILITY, 0)}). O teste já tem o tamanho ` +
    `planejado: se há diferença, ela é menor que ${percent(details.lift, 0)}.`
  )
}

/** The table's columns; the visitors' only when the verdict is on revenue per visitor. */
const COLUMNS: [string, (arm: Arm) => string, "visitors"?][] = [
  ["Variante", arm => arm.variant],
  ["Visitantes", arm => count(arm.visitors ?? 0), "visitors"],
  ["Visitante → lead", arm => percent(arm.leads / (arm.visitors ?? 1)), "visitors"],
  ["Leads", arm => count(arm.leads)],
  ["Vendas", arm => count(arm.sales)],
  ["Conversão", arm => percent(arm.conversion)],
  ["Receita", arm => formatMoney(arm.revenue)],
  ["Receita por lead", arm => formatMoney(arm.revenuePerLead)],
  ["Receita por visitante", arm => formatMoney(arm.revenuePerVisitor ?? 0), "visitors"],
  ["Chance de ser a melhor", arm => percent(arm.probabilityBest)],
]

function tableOf(report: Report): { header: string[]; rows: string[][] } {
  const columns = COLUMNS.filter(([, , only]) => !only || report.metric === "revenuePerVisitor")
  return {
    header: columns.map(([name]) => name),
    rows: report.variants.map(arm => columns.map(([, cell]) => cell(arm))),
  }
}

/** The counts that are not zero, each with its words, "{s}" agreeing with it: "2 de teste, 1 repetido". */
const counts = (parts: Record<string, number>) =>
  Object.entries(parts)
    .filter(([, value]) => value > 0)
    .map(([words, value]) => `${count(value)} ${words.replace(/\{s\}/g, value === 1 ? "" : "s")}`)
    .join(", ")

function notesOf(report: Report): string[] {
  const { skippedLeads: skipped, sales, warnings } = report.details
  const strays = report.strays
    .map(({ variant, leads, sales }) => `${variant} (${counts({ "lead{s}": leads, "venda{s}": sales })})`)
    .join(", ")
  const leads = counts({
    "de teste (preview ou local)": skipped.test,
    "suspeito{s} de robô": skipped.suspected,
    "repetido{s}": skipped.repeated,
  })
  const rows = counts({
    "linha{s} juntada{s} à venda da mesma transação (repetida{s} ou reembolso{s})": sales.merged,
    "venda{s} cancelada{s} (reembolso ou chargeback)": sales.cancelled,
    "venda{s} não aprovada{s}": sales.notApproved,
    "venda{s} sem variante (nem no sck nem pelo e-mail de um lead)": sales.unattributed,
  })
  return [
    ...warnings,
    strays && `Fora do teste, não contadas: ${strays}. Se alguma for do teste, diga quais são as variantes.`,
    leads && `Leads não contados: ${leads}.`,
    rows && `Vendas: ${rows}.`,
  ].filter(note => note !== "")
}

export function verdictWords(report: Report) {
  return { verdict: sentenceOf(report), table: tableOf(report), notes: notesOf(report) }
}
