/** The bench's tables and bench/report.md: every figure next to its ratio to the bare Gatsby page. */
import { writeFileSync } from "node:fs"
import path from "node:path"
import * as prettier from "prettier"
import { BUDGET_RULES, verdictsFor } from "./budgets.mjs"
import { mobileRoundTrips } from "./figures.mjs"

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const ms = value => `${Math.round(value)} ms`
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : value > 0 ? "∞×" : "—")
const code = text => `\`${String(text ?? "n/a").replace(/`/g, "'")}\``
const pageName = row => (row.site === "floor" ? "bare Gatsby (floor)" : row.route)
const markdownTable = (header, rows) =>
  [header, header.map(() => "---"), ...rows].map(cells => `| ${cells.join(" | ")} |`).join("\n")

/** The figures compared with the floor: how each is shown and read from a row. */
const RATIO_FIGURES = [
  { key: "lcpMs", title: "LCP", value: row => row.lcpMs, show: ms },
  { key: "tbtMs", title: "TBT", value: row => row.tbtMs, show: ms },
  { key: "cls", title: "CLS", value: row => row.cls, show: value => value.toFixed(3) },
  { key: "fcpMs", title: "FCP", value: row => row.fcpMs, show: ms },
  { key: "performance", title: "Perf", value: row => row.performance, show: String },
  { key: "firstLoadJs", title: "1st-load JS", value: row => row.firstLoadJs.gzipBytes, show: kb },
  {
    key: "htmlBytes",
    title: "HTML (round trips)",
    value: row => row.htmlBytes,
    show: (bytes, row) => (row.formFactor === "mobile" ? `${kb(bytes)}, ${mobileRoundTrips(bytes)} RT` : kb(bytes)),
  },
]

/** The bare page measured beside this route (see measureSideBySide), else the run's floor for the device. */
const floorFor = (floorRows, row) => row.floor ?? floorRows.find(candidate => candidate.formFactor === row.formFactor)

/** One cell: the figure, its ratio to the floor, and ✓ or ✗ when a budget applies. */
function ratioCell(figure, row, floor, verdicts) {
  const value = figure.value(row)
  const verdict = row.site === "site" ? verdicts[figure.key] : undefined
  const mark = verdict ? (verdict.pass ? " ✓" : " ✗") : ""
  return `${figure.show(value, row)} (${ratio(value, figure.value(floor))})${mark}`
}

/** Every figure with its ratio to the floor on the same device; ✓/✗ marks a budget kept or broken. */
export function ratioTable(rows, floorRows) {
  const lines = [...rows, ...floorRows].map(row => {
    const floor = floorFor(floorRows, row)
    const verdicts = row.site === "site" ? verdictsFor(row, floor) : {}
    const beside = row.site === "site" ? `${ms(floor.lcpMs)}, ${ms(floor.tbtMs)}` : "—"
    return [
      pageName(row),
      row.formFactor,
      ...RATIO_FIGURES.map(figure => ratioCell(figure, row, floor, verdicts)),
      beside,
    ]
  })
  return markdownTable(
    ["Page", "Device", ...RATIO_FIGURES.map(figure => figure.title), "Floor beside it (LCP, TBT)"],
    lines,
  )
}

/** The budgeted figures compared with --against: timings with their spread between repeats, and first-load JS. */
const AGAINST_FIGURES = [
  { key: "lcpMs", title: "LCP", show: ms },
  { key: "tbtMs", title: "TBT", show: ms },
  { key: "cls", title: "CLS", show: value => value.toFixed(3) },
]

/**
 * This build beside the --against build, route by route: each budgeted figure of both (median, and
 * the spread between repeats: max − min), their ratio, and whether the difference is larger than the
 * larger of the two spreads ("moved"). First-load JS is read from the builds: it has no spread.
 */
export function againstTable(rows, againstRows) {
  const lines = rows.flatMap(row => {
    const other = againstRows.find(
      candidate => candidate.route === row.route && candidate.formFactor === row.formFactor,
    )
    if (!other) return []
    const timings = AGAINST_FIGURES.map(({ key, title, show }) => {
      const spread = Math.max(row.spread[key], other.spread[key])
      const moved = Math.abs(row[key] - other[key]) > spread ? "moved" : "within spread"
      return [
        row.route,
        row.formFactor,
        title,
        `${show(row[key])} (±${show(row.spread[key])})`,
        `${show(other[key])} (±${show(other.spread[key])})`,
        ratio(row[key], other[key]),
        moved,
      ]
    })
    const js = row.firstLoadJs.gzipBytes
    const otherJs = other.firstLoadJs.gzipBytes
    return [
      ...timings,
      [
        row.route,
        row.formFactor,
        "1st-load JS",
        kb(js),
        kb(otherJs),
        ratio(js, otherJs),
        js === otherJs ? "same" : "moved",
      ],
    ]
  })
  return markdownTable(
    ["Page", "Device", "Figure", "This build (spread)", "Against (spread)", "Ratio", "Verdict"],
    lines,
  )
}

/** A row's timings audited at the main thread's own CPU time, in the places the budgets read them from. */
const atThreadTime = row => ({ ...row, lcpMs: row.threadLcpMs, tbtMs: row.threadTbtMs, fcpMs: row.threadFcpMs })
const THREAD_TIME_FIGURES = RATIO_FIGURES.filter(figure => ["lcpMs", "tbtMs", "fcpMs"].includes(figure.key))

/** The same runs with every main-thread task at its thread time (thread-time.mjs), judged by the same rules. */
export function threadTimeTable(rows, floorRows) {
  const lines = [...rows, ...floorRows].map(row => {
    const floor = atThreadTime(floorFor(floorRows, row))
    const verdicts = row.site === "site" ? verdictsFor(atThreadTime(row), floor) : {}
    return [
      pageName(row),
      row.formFactor,
      ...THREAD_TIME_FIGURES.map(figure => ratioCell(figure, atThreadTime(row), floor, verdicts)),
      `${Math.round(row.cpuShare * 100)}%`,
    ]
  })
  return markdownTable(
    ["Page", "Device", ...THREAD_TIME_FIGURES.map(figure => figure.title), "CPU share of the tasks' wall time"],
    lines,
  )
}

function otherFiguresTable(rows, floorRows) {
  const lines = [...rows, ...floorRows].map(row => [
    pageName(row),
    row.formFactor,
    row.accessibility,
    row.bestPractices,
    row.seo,
    ms(row.speedIndexMs),
    kb(row.totalBytes),
    kb(row.scriptBytes),
    row.thirdParty.filter(request => request.relativeToLoadMs < 0).length,
  ])
  const header = [
    "Page",
    "Device",
    "A11y",
    "BP",
    "SEO",
    "SI",
    "Weight",
    "All JS, no interaction",
    "3rd-party before load",
  ]
  return markdownTable(header, lines)
}

function lcpElementList(rows) {
  return rows
    .map(row => {
      const { selector, snippet, phases } = row.lcpElement ?? {}
      const split = phases?.length ? `; ${phases.map(phase => `${phase.phase} ${ms(phase.ms)}`).join(", ")}` : ""
      return `- ${pageName(row)} (${row.formFactor}): ${code(selector)}${split}\n  ${code(snippet)}`
    })
    .join("\n")
}

function mainThreadList(rows) {
  return rows
    .map(row => {
      const { longTasks = [], breakdown = [] } = row.mainThread ?? {}
      const tasks = longTasks.length
        ? longTasks.map(task => `${ms(task.ms)} at ${ms(task.startMs)} (${code(task.url)})`).join(", ")
        : "none of 50 ms or more"
      const work = breakdown.map(group => `${group.group} ${ms(group.ms)}`).join(", ")
      return `- ${pageName(row)} (${row.formFactor}): longest tasks ${tasks}; most work: ${work || "n/a"}`
    })
    .join("\n")
}

function thirdPartySection(rows) {
  const lines = rows.flatMap(row =>
    row.thirdParty.map(request => [
      row.route,
      row.formFactor,
      request.url,
      `${request.relativeToLoadMs >= 0 ? "+" : ""}${request.relativeToLoadMs} ms`,
    ]),
  )
  if (!lines.length) return "None."
  return `Time is relative to the load event; a negative time means before it.\n\n${markdownTable(["Page", "Device", "URL", "When"], lines)}`
}

function budgetSection(problems) {
  const rules = BUDGET_RULES
  const verdict = problems.length
    ? `**${problems.length} budget(s) broken:**\n\n${problems.map(problem => `- ${problem}`).join("\n")}`
    : "All budgets met."
  return `${rules}\n\n${verdict}`
}

/** How busy the machine was: the bench's fixed loop at start and end, and Lighthouse's benchmarkIndex. */
function machineLine(meta, rows) {
  const indexes = rows.map(row => row.benchmarkIndex).filter(Number.isFinite)
  const loop = meta.loopMs?.length
    ? `a fixed loop took ${meta.loopMs.map(ms).join(" at the start and ")} at the end (about 300 ms on a quiet host)`
    : ""
  const index = indexes.length
    ? `Lighthouse's benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (per page, median of its runs; higher is faster)`
    : ""
  return `Machine: ${[loop, index].filter(Boolean).join("; ") || "not recorded"}.`
}

function againstSection(meta, rows, againstRows) {
  if (!againstRows?.length) return ""
  return `## This build beside ${code(meta.against)}

Built from commit ${code(meta.againstCommit)} in a temporary worktree and measured in the same rounds (floor, this build, that one, and again). "Moved" means the two medians differ by more than the larger spread (max − min of the runs) of the two.

${againstTable(rows, againstRows)}

`
}

function markdownReport({ rows, floorRows, againstRows, problems, meta }) {
  const measured = [...rows, ...floorRows]
  return `# Performance benchmark

Run ${meta.startedAt} on ${meta.cpus} CPU core(s), Chromium at \`${meta.chromePath}\`, Lighthouse ${meta.lighthouse}.
${machineLine(meta, [...rows, ...floorRows])}
Median of ${meta.runs} run(s) per page and device, after one uncounted warm-up run in the same browser (Lighthouse clears the page's cache and storage before every run). Each route is measured in turn with the bare Gatsby page (a floor run, a site run, and so on), and its ratios are to that floor; the floor's rows show the medians over all routes. Mobile uses Lighthouse's default simulated throttling; desktop its desktop preset.
Every non-localhost request is blocked during the runs (there is no internet here).

## Every figure as a ratio to the bare Gatsby page

Each figure is followed by its ratio to the bare Gatsby page's, measured beside it on the same device; ✓ or ✗ marks a budget kept or broken. Only these ratios compare across runs: the machine's speed varies from hour to hour.

${ratioTable(rows, floorRows)}

First-load JS is the gzip size of the scripts the built HTML loads plus the page's own chunk group, fetched by Gatsby's runtime before hydration.

HTML is the page's own document as it came over the wire, headers included; on mobile, with the round trips Lighthouse's model takes to deliver it (TCP slow start at 150 ms each; the first paint waits for the whole document).

${againstSection(meta, rows, againstRows)}## The same runs at the main thread's own CPU time

An estimate of what a quiet machine would measure: each run audited again by Lighthouse with every main-thread task shrunk to the CPU time its thread used (\`scripts/bench/thread-time.mjs\`), which other tenants of a shared machine do not inflate. The last column is how much of the tasks' wall time that was. The budgets above are judged on the figures as recorded; ✓ and ✗ here apply the same rules to these.

${threadTimeTable(rows, floorRows)}

## Other figures (not judged)

Accessibility, best practices, SEO and third-party requests are checked by the browser tests (\`e2e/\`); Lighthouse's view of them is shown here, unjudged. "All JS, no interaction" is every script Lighthouse saw the page fetch while nobody touched it (transfer size): first-load JS plus the code that comes on its own later.

${otherFiguresTable(rows, floorRows)}

## Largest contentful paint element

Lighthouse's \`largest-contentful-paint-element\` in the run nearest the median LCP: its selector, how its time splits, and its HTML.

${lcpElementList(measured)}

## Where the main-thread time goes

The three longest tasks (\`long-tasks\`: duration, start, script) and the three largest kinds of work (\`mainthread-work-breakdown\`) in the run nearest the median LCP. Times are Lighthouse's simulation (each task four times its recorded length on mobile). "Unattributable" is the browser's own work, with no script: the navigation, HTML parsing, style and layout. Lantern's first paint waits only for the first parse, layout and paint tasks, so another such task that ran before the real first paint (the navigation's, which decodes and scans the whole document) can be simulated after it and count as blocking time.

${mainThreadList(measured)}

## Third-party requests attempted (blocked)

${thirdPartySection(rows)}

## Audits that did not pass (accessibility, best practices, SEO; not judged)

${
  rows
    .filter(row => row.failedAudits.length)
    .map(row => `- ${row.route} (${row.formFactor}): ${row.failedAudits.join("; ")}`)
    .join("\n") || "None."
}

## Budgets

${budgetSection(problems)}
`
}

/** Writes bench/report.md (generated, not committed) the way Prettier would. */
export async function writeMarkdownReport(reportPath, report) {
  const markdown = markdownReport(report)
  const options = await prettier.resolveConfig(reportPath)
  writeFileSync(reportPath, await prettier.format(markdown, { ...options, filepath: path.resolve(reportPath) }))
}
