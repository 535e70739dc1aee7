/**
 * The read-out as a picture: one HTML file, with each variant's conversion as
 * a dot on its 95% interval (an inline SVG). Self-contained: no script, no
 * font and no byte from anywhere else, so it opens anywhere, offline.
 */
import type { Report } from "./report"
import { chance, formatMoney, percent, verdict } from "./text"

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

/** A round upper end for the axis: 1, 2 or 5 times a power of ten, at least 1%. */
function axisMax(value: number): number {
  const top = Math.max(value, 0.01)
  const power = 10 ** Math.floor(Math.log10(top))
  return [1, 2, 5, 10].map(step => step * power).find(candidate => candidate >= top) ?? top
}

const WIDTH = 760
const LABEL = 150
const RIGHT = 40
const ROW = 64
const TOP = 24
const AXIS = 36

function svg(report: Report): string {
  const max = axisMax(Math.max(...report.variants.map(v => v.interval[1])) * 1.1)
  const x = (rate: number) => LABEL + (rate / max) * (WIDTH - LABEL - RIGHT)
  const height = TOP + report.variants.length * ROW + AXIS
  const ticks = Array.from({ length: 6 }, (_, i) => (max * i) / 5)
  const grid = ticks
    .map(
      tick =>
        `<line x1="${x(tick)}" y1="${TOP - 8}" x2="${x(tick)}" y2="${height - AXIS}" class="grid"/>` +
        `<text x="${x(tick)}" y="${height - AXIS + 20}" class="tick">${percent(tick)}</text>`,
    )
    .join("")
  const rows = report.variants
    .map((v, i) => {
      const y = TOP + i * ROW + ROW / 2
      const leader = v.variant === report.leader ? " leader" : ""
      const [low, high] = v.interval
      return (
        `<g class="variant${leader}">` +
        `<text x="${LABEL - 12}" y="${y + 5}" class="name">${escape(v.variant)}</text>` +
        `<line x1="${x(low)}" y1="${y}" x2="${x(high)}" y2="${y}" class="range"/>` +
        `<line x1="${x(low)}" y1="${y - 8}" x2="${x(low)}" y2="${y + 8}" class="range"/>` +
        `<line x1="${x(high)}" y1="${y - 8}" x2="${x(high)}" y2="${y + 8}" class="range"/>` +
        `<circle cx="${x(v.conversion)}" cy="${y}" r="7" class="dot"/>` +
        `<text x="${x(v.conversion)}" y="${y - 14}" class="value">${percent(v.conversion)}</text>` +
        `</g>`
      )
    })
    .join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" role="img" ` +
    `aria-label="Conversão de cada variante com o intervalo de 95%">${grid}${rows}</svg>`
  )
}

export function chartHtml(report: Report, files: { leads: string; sales: string }): string {
  const details = report.variants
    .map(
      v =>
        `<li><strong>${escape(v.variant)}</strong>: ${v.sales} vendas de ${v.leads} leads, ` +
        `conversão ${percent(v.conversion)} (entre ${percent(v.interval[0])} e ${percent(v.interval[1])}), ` +
        `receita ${formatMoney(v.revenue)}, ${chance(v.probabilityBest)} de chance de ser a melhor</li>`,
    )
    .join("")
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teste A/B: conversão por variante</title>
<style>
  body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d1b2e; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .verdict { font-size: 1.1rem; font-weight: 600; margin: .5rem 0 1.5rem; }
  svg { width: 100%; height: auto; }
  .grid { stroke: #e4e2ee; }
  .tick { font-size: 12px; fill: #66637a; text-anchor: middle; }
  .name { font-size: 15px; fill: #1d1b2e; text-anchor: end; font-weight: 600; }
  .range { stroke: #8a86a3; stroke-width: 3; }
  .dot { fill: #8a86a3; }
  .leader .range { stroke: #5b3fd6; }
  .leader .dot { fill: #5b3fd6; }
  .value { font-size: 13px; fill: #1d1b2e; text-anchor: middle; }
  .note, .files { color: #66637a; font-size: .9rem; }
</style>
</head>
<body>
<h1>Teste A/B: conversão de leads em vendas</h1>
<p class="files">Leads de ${escape(files.leads)}; vendas de ${escape(files.sales)} (${escape(report.salesFormat)}).</p>
<p class="verdict">${escape(verdict(report))}</p>
${report.variants.length > 0 ? svg(report) : ""}
<p class="note">O ponto é a conversão medida; a barra, o intervalo de 95%: com os dados de agora, a conversão verdadeira da variante está nela com 95% de probabilidade. Barras que se sobrepõem muito ainda não separam as variantes.</p>
<ul>${details}</ul>
</body>
</html>
`
}
