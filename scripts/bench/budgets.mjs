/**
 * The budgets (issue 19). Speed is judged only as a ratio to the bare Gatsby page measured in the
 * same run, never as an absolute time: the shared machine's speed varies from hour to hour.
 */
import { SEO_NOT_JUDGED } from "./config.mjs"

export const BUDGETS = {
  /** LCP at most this multiple of the floor's (mobile). */
  lcpRatio: 1.2,
  /** TBT at most this multiple of the floor's, or the floor's plus tbtSlackMs, whichever is larger (mobile). */
  tbtRatio: 2,
  tbtSlackMs: 30,
  /** No layout shift at all, on every device. */
  cls: 0,
  /** First-load JS (gzip) at most this multiple of the floor's. */
  firstLoadJsRatio: 1.3,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
}

/** Lighthouse's mobile run is the judged one; desktop is shown for its ratios. */
const TIMED_BUDGET_DEVICES = new Set(["mobile"])

/**
 * The limit each budgeted figure of a row has, from the floor's figure on the same device, and whether
 * the row keeps to it. A figure without a budget on this device is absent.
 */
export function verdictsFor(row, floor) {
  const verdicts = {}
  const judge = (key, value, limit) => (verdicts[key] = { limit, pass: value <= limit })
  if (TIMED_BUDGET_DEVICES.has(row.formFactor)) {
    judge("lcpMs", row.lcpMs, floor.lcpMs * BUDGETS.lcpRatio)
    judge("tbtMs", row.tbtMs, Math.max(floor.tbtMs * BUDGETS.tbtRatio, floor.tbtMs + BUDGETS.tbtSlackMs))
  }
  judge("cls", row.cls, BUDGETS.cls)
  judge("firstLoadJs", row.firstLoadJs.gzipBytes, floor.firstLoadJs.gzipBytes * BUDGETS.firstLoadJsRatio)
  return verdicts
}

const ms = value => `${Math.round(value)} ms`
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const FIGURE_TEXT = {
  lcpMs: (value, limit) => `LCP ${ms(value)} > ${ms(limit)} (${BUDGETS.lcpRatio}× the floor)`,
  tbtMs: (value, limit) =>
    `TBT ${ms(value)} > ${ms(limit)} (${BUDGETS.tbtRatio}× the floor or the floor + ${BUDGETS.tbtSlackMs} ms)`,
  cls: value => `CLS ${value.toFixed(3)} > 0`,
  firstLoadJs: (value, limit) => `first-load JS ${kb(value)} > ${kb(limit)} (${BUDGETS.firstLoadJsRatio}× the floor)`,
}

/** Every broken budget, as a sentence naming the route and device. */
export function checkBudgets(rows, floorRows) {
  const problems = []
  for (const row of rows) {
    const where = `${row.route} (${row.formFactor})`
    // The floor measured beside this route, else the run's floor for the device.
    const floor = row.floor ?? floorRows.find(candidate => candidate.formFactor === row.formFactor)
    for (const [key, verdict] of Object.entries(verdictsFor(row, floor))) {
      const value = key === "firstLoadJs" ? row.firstLoadJs.gzipBytes : row[key]
      if (!verdict.pass) problems.push(`${where}: ${FIGURE_TEXT[key](value, verdict.limit)}`)
    }
    if (row.accessibility < BUDGETS.accessibility)
      problems.push(`${where}: accessibility ${row.accessibility} < ${BUDGETS.accessibility}`)
    if (row.bestPractices < BUDGETS.bestPractices)
      problems.push(`${where}: best practices ${row.bestPractices} < ${BUDGETS.bestPractices}`)
    if (!SEO_NOT_JUDGED.has(row.route) && row.seo < BUDGETS.seo)
      problems.push(`${where}: SEO ${row.seo} < ${BUDGETS.seo}`)
    for (const request of row.thirdParty.filter(candidate => candidate.relativeToLoadMs < 0))
      problems.push(`${where}: third-party request before the load event: ${request.url}`)
  }
  return problems
}
