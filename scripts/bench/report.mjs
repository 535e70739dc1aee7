/** The bench's tables and bench/report.md: every figure beside the bare Gatsby page's. */
import { writeFileSync } from "node:fs"
import os from "node:os"
import * as prettier from "prettier"
import { BUDGET_RULES, verdictsFor } from "./budgets.mjs"

const ms = value => `${Math.round(value)} ms`
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : value > 0 ? "∞×" : "—")
const code = text => `\`${String(text ?? "n/a").replaceAll("`", "'")}\``
const pageOf = row => `${row.site === "floor" ? "floor" : row.route} (${row.formFactor})`
const table = (header, lines) =>
  [header, header.map(() => "---"), ...lines].map(cells => `| ${cells.join(" | ")} |`).join("\n")

/** The budgeted figures first, then those shown for their ratios. */
const FIGURES = [
  { key: "lcpMs", title: "LCP", show: ms },
  { key: "threadTbtMs", title: "TBT at thread time", show: ms },
  { key: "cls", title: "CLS", show: value => value.toFixed(3) },
  { key: "firstLoadJs", title: "1st-load JS", show: kb },
  { key: "tbtMs", title: "TBT as recorded", show: ms },
  { key: "threadLcpMs", title: "LCP at thread time", show: ms },
  { key: "fcpMs", title: "FCP", show: ms },
  { key: "performance", title: "Perf", show: Math.round },
  { key: "htmlBytes", title: "HTML", show: kb },
]
const withSpread = (row, key, show) => `${show(row[key])}${key.endsWith("Ms") ? ` ±${ms(row.spread[key])}` : ""}`

/** Every figure with its spread between repeats and its ratio to the floor beside it; ✓/✗ a budget kept or broken. */
function ratioTable(rows, floorRows) {
  const lines = [...rows, ...floorRows].map(row => {
    const verdicts = row.floor ? verdictsFor(row, row.floor) : {}
    const cells = FIGURES.map(({ key, show }) => {
      const mark = verdicts[key] ? (verdicts[key].pass ? " ✓" : " ✗") : ""
      return `${withSpread(row, key, show)}${row.floor ? ` (${ratio(row[key], row.floor[key])})` : ""}${mark}`
    })
    return [pageOf(row), ...cells, `${Math.round(row.cpuShare * 100)}%`]
  })
  return table(["Page", ...FIGURES.map(figure => figure.title), "CPU share"], lines)
}

/** Each broken budget as a sentence naming the route and device. */
function problemsOf(rows) {
  return rows.flatMap(row =>
    Object.entries(verdictsFor(row, row.floor))
      .filter(([, verdict]) => !verdict.pass)
      .map(([key, { value, limit }]) => {
        const { title, show } = FIGURES.find(figure => figure.key === key)
        return `${pageOf(row)}: ${title} ${show(value)} > ${show(limit)}`
      }),
  )
}

/** This build beside the --against build: "moved" when the medians differ by more than the larger spread. */
function againstTable(rows, againstRows) {
  const lines = againstRows.flatMap(other => {
    const row = rows.find(candidate => candidate.route === other.route && candidate.formFactor === other.formFactor)
    return FIGURES.slice(0, 4).map(({ key, title, show }) => {
      const moved = Math.abs(row[key] - other[key]) > Math.max(row.spread[key] ?? 0, other.spread[key] ?? 0)
      const cells = [withSpread(row, key, show), withSpread(other, key, show), ratio(row[key], other[key])]
      return [pageOf(row), title, ...cells, moved ? "moved" : "within spread"]
    })
  })
  return table(["Page", "Figure", "This build", "Against", "Ratio", "Verdict"], lines)
}

const whereTimeGoes = row => {
  const { selector, snippet, phases } = row.lcpElement
  const tasks = row.longTasks.map(task => `${ms(task.duration)} at ${ms(task.startTime)} (${code(task.url)})`)
  return [
    `- ${pageOf(row)}: LCP element ${code(selector)} ${code(snippet)}`,
    phases.map(phase => `${phase.phase} ${ms(phase.timing)}`).join(", "),
    `longest tasks ${tasks.join(", ") || "none of 50 ms or more"}`,
    `most work ${row.work.map(group => `${group.groupLabel} ${ms(group.duration)}`).join(", ")}`,
  ].join("; ")
}

/** The verdicts and the tables, printed by the bench and opening the report. */
function summaryOf({ against, rows, floorRows, againstRows }, problems) {
  const broken = problems.map(problem => `- ✗ ${problem}`).join("\n")
  const beside = `\n\n## This build beside ${code(against)} (commit ${againstRows[0]?.commit})\n\n`
  return `## Budgets

${BUDGET_RULES}

${problems.length ? `**${problems.length} budget(s) broken:**\n\n${broken}` : "All budgets met."}

## Every figure beside the bare Gatsby page

Each figure: the median, its spread (max − min) between repeats, and its ratio to the floor measured beside it. "At thread time": the same run audited again with every main-thread task shrunk to the CPU time its thread used, which other tenants of a shared host do not inflate; "CPU share" is how much of the tasks' wall time that was. First-load JS: the gzip size of the scripts the HTML loads plus the page's own chunk group. HTML: the document as sent, headers included.

${ratioTable(rows, floorRows)}${against ? `${beside}${againstTable(rows, againstRows)}` : ""}`
}

/** Writes bench/report.md the way Prettier would, so that its tables line up; returns its summary and problems. */
export async function writeReport(file, report) {
  const { runs, rows, floorRows } = report
  const measured = [...rows, ...floorRows]
  const problems = problemsOf(rows)
  const format = async text => prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file })
  const summary = await format(summaryOf(report, problems))
  const thirdParty = rows.flatMap(row =>
    row.thirdParty.map(request => `- ${pageOf(row)}: ${request.url} at ${ms(request.afterLoadMs)}`),
  )
  const markdown = `# Performance benchmark

Written ${new Date().toISOString()} on ${os.availableParallelism()} CPU core(s), ${rows[0].browser}, Lighthouse ${rows[0].lighthouseVersion}. Median of ${runs} run(s) per page and device after an uncounted warm-up, each route in rounds with the bare Gatsby page (floor) on the same device; the floor's rows are over every route. Requests to other hosts are blocked.

${summary}

## Other figures (not judged; the browser tests check these)

${table(
  ["Page", "A11y", "BP", "SEO", "SI", "Weight", "All JS, no interaction"],
  measured.map(row => [
    pageOf(row),
    row.accessibility,
    row["best-practices"],
    row.seo,
    ms(row.speedIndexMs),
    kb(row.totalBytes),
    kb(row.scriptBytes),
  ]),
)}

## Where the time goes

From the run nearest the median LCP: the LCP element and its phases, the longest main-thread tasks and the largest kinds of work, in Lighthouse's simulated time. "Unattributable" is the browser's own work (navigation, parsing, style, layout).

${measured.map(whereTimeGoes).join("\n")}

## Third-party requests attempted (blocked)

Each at its time from the load event (negative: before it).

${thirdParty.join("\n") || "None."}
`
  writeFileSync(file, await format(markdown))
  return { summary, problems }
}
