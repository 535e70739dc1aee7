/**
 * The read-out as a picture: one HTML file, with each variant's conversion as
 * a dot on its 95% interval, drawn with plain CSS so it reads as well on a
 * phone as on a desktop. Self-contained: no script, no font, no image and no
 * byte from anywhere else, so it opens anywhere, offline.
 */
import type { Report } from "./report"
import { chance, count, formatMoney, percent, verdict } from "./text"

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

/** A round tick step for about five steps up to `value` (1, 2 or 5 times a power of ten), and the axis' end. */
function axis(value: number): { step: number; max: number } {
  const raw = Math.max(value, 0.01) / 5
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map(m => m * power).find(candidate => candidate >= raw) ?? raw
  return { step, max: Math.ceil(value / step) * step || step }
}

function chart(report: Report): string {
  const { step, max } = axis(Math.max(...report.variants.map(v => v.interval[1])) * 1.05)
  const at = (rate: number) => `${((rate / max) * 100).toFixed(2)}%`
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step)
  const grid = ticks.map(tick => `<i class="grid" style="left:${at(tick)}"></i>`).join("")
  const rows = report.variants
    .map(v => {
      const [low, high] = v.interval
      const leader = v.variant === report.leader ? " leader" : ""
      return (
        `<div class="row${leader}"><div class="name">${escape(v.variant)}</div><div class="track">${grid}` +
        `<i class="range" style="left:${at(low)};width:${at(high - low)}"></i>` +
        `<i class="dot" style="left:${at(v.conversion)}"></i>` +
        `<span class="value" style="left:${at(v.conversion)}">${percent(v.conversion)}</span></div></div>`
      )
    })
    .join("")
  const labels = ticks.map(tick => `<span style="left:${at(tick)}">${percent(tick)}</span>`).join("")
  return (
    `<div class="chart" role="img" aria-label="Conversão de cada variante, com o intervalo de 95%">` +
    `${rows}<div class="row"><div class="name"></div><div class="axis">${labels}</div></div></div>`
  )
}

export function chartHtml(report: Report, files: { leads: string; sales: string }): string {
  const details = report.variants
    .map(
      v =>
        `<li><strong>${escape(v.variant)}</strong>: ${count(v.sales)} vendas de ${count(v.leads)} leads, ` +
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
  .chart { margin: 1rem 0; }
  .row { display: flex; align-items: center; gap: .75rem; }
  .name { flex: 0 0 6.5rem; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  .track { position: relative; flex: 1; height: 3.5rem; margin-right: 1.5rem; }
  .track i, .track span { position: absolute; }
  .grid { top: 0; bottom: 0; border-left: 1px solid #e4e2ee; }
  .range { top: calc(65% - 2px); height: 4px; background: #8a86a3; border-inline: 2px solid #8a86a3; box-sizing: border-box; }
  .range::before, .range::after { content: ""; position: absolute; top: -6px; height: 16px; border-left: 3px solid #8a86a3; }
  .range::before { left: -2px; } .range::after { right: -2px; }
  .dot { top: 65%; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%; background: #8a86a3; }
  .value { top: 5%; transform: translateX(-50%); font-size: .85rem; }
  .leader .range, .leader .dot { background: #5b3fd6; }
  .leader .range::before, .leader .range::after { border-color: #5b3fd6; }
  .axis { position: relative; flex: 1; height: 1.5rem; margin-right: 1.5rem; font-size: .75rem; color: #66637a; }
  .axis span { position: absolute; transform: translateX(-50%); }
  .note, .files { color: #66637a; font-size: .9rem; }
</style>
</head>
<body>
<h1>Teste A/B: conversão de leads em vendas</h1>
<p class="files">Leads de ${escape(files.leads)}; vendas de ${escape(files.sales)} (${escape(report.salesFormat)}).</p>
<p class="verdict">${escape(verdict(report))}</p>
${report.variants.length > 0 ? chart(report) : ""}
<p class="note">O ponto é a conversão medida; a barra, o intervalo de 95%: com os dados de agora, a conversão verdadeira da variante está nela com 95% de probabilidade. Barras que se sobrepõem muito ainda não separam as variantes.</p>
<ul>${details}</ul>
</body>
</html>
`
}
