/** The verdict as HTML, the same on /admin/ab/ and in the command's file; the chart in CSS alone: nothing fetched. */
import type { Report } from "./report"
import { formatMoney, METRIC, metricValue, type verdictWords } from "./wording"

/** Neutral colours: the page is dark, the command's file light. */
export const VERDICT_CSS = `
.verdict { font-weight: 700; } .table { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.9em; font-variant-numeric: tabular-nums; }
th, td { padding: 0.4em 0.7em; border-bottom: 1px solid rgba(128, 128, 128, 0.3); text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; }
figure { margin: 0; } figcaption { margin-bottom: 0.5em; font-size: 0.9em; opacity: 0.75; }
.row { display: grid; grid-template-columns: 5rem 1fr; gap: 0.75em; align-items: center; }
.row b { overflow-wrap: anywhere; text-align: right; }
.track { position: relative; height: 3em; margin-right: 2em; } .track > * { position: absolute; }
.grid { top: 0; bottom: 0; border-left: 1px solid rgba(128, 128, 128, 0.3); }
.range { top: 65%; height: 4px; background: #8a86a3; }
.dot { top: calc(65% - 6px); width: 14px; height: 14px; margin-left: -7px; border-radius: 50%; background: #8a86a3; }
.track span { top: 0; transform: translateX(-50%); font-size: 0.8em; white-space: nowrap; }
[data-leader] :is(.range, .dot) { background: #8b5cf6; } ul { padding-left: 1.2em; font-size: 0.9em; opacity: 0.75; }
`

const escape = (text: string) => text.replace(/[&<>"]/g, char => `&#${char.charCodeAt(0)};`)
const cells = (tag: string, row: string[]) => row.map(cell => `<${tag}>${escape(cell)}</${tag}>`).join("")
const chartRow = (name: string, attributes: string, track: string) =>
  `<div class="row"${attributes}><b>${escape(name)}</b><div class="track">${track}</div></div>`

/** Each arm's chart row: its measured value (the dot) on its 95% interval (the bar). */
export function verdictHtml(report: Report, { verdict, table, notes }: ReturnType<typeof verdictWords>) {
  const { intervals } = report.details
  const top =
    1.05 * Math.max(0, ...intervals.map(([, high]) => high), ...report.variants.map(arm => metricValue(report, arm)))
  // About four steps of 1, 2 or 5 times a power of ten, so the axis' labels fit a phone's width.
  const power = 10 ** Math.floor(Math.log10(top / 4 || 1))
  const step = [1, 2, 5, 10].map(times => times * power).find(candidate => candidate >= top / 4) ?? power
  const steps = Math.ceil(top / step) || 1
  const position = (value: number) => Math.round((value / (steps * step)) * 10_000) / 100
  const at = (value: number) => `left:${position(value)}%`
  const ticks = Array.from({ length: steps + 1 }, (_, i) => i * step)
  const grid = ticks.map(tick => `<i class="grid" style="${at(tick)}"></i>`).join("")
  const arms = report.variants.map((arm, i) => {
    const [low, high] = intervals[i].map(position)
    const value = metricValue(report, arm)
    return chartRow(
      arm.variant,
      arm.variant === report.leader ? " data-leader" : "",
      `${grid}<i class="range" style="left:${low}%;width:${high - low}%"></i><i class="dot" style="${at(value)}"></i>` +
        `<span style="${at(value)}">${formatMoney(value)}</span>`,
    )
  })
  const labels = ticks.map(tick => `<span style="${at(tick)}">${formatMoney(tick).replace(/,00$/, "")}</span>`)
  const metric = METRIC[report.metric]
  return (
    `<p class="verdict">${escape(verdict)}</p>` +
    `<div class="table"><table><thead><tr>${cells("th", table.header)}</tr></thead>` +
    `<tbody>${table.rows.map(row => `<tr>${cells("td", row)}</tr>`).join("")}</tbody></table></div>` +
    `<figure><figcaption>${metric[0].toUpperCase()}${metric.slice(1)}: o ponto é o valor medido; a barra, ` +
    `o intervalo de 95%.</figcaption>${arms.join("")}${chartRow("", ' aria-hidden="true"', labels.join(""))}</figure>` +
    `<ul>${notes.map(note => `<li>${escape(note)}</li>`).join("")}</ul>`
  )
}
