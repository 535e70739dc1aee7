/**
 * The four budgets (issue 44), and nothing else: accessibility, SEO, best practices and third-party
 * requests are checked by the browser tests (e2e/), and the report shows Lighthouse's figures for them
 * unjudged. Speed is judged only as a ratio to the bare Gatsby page measured in the same run, never as
 * an absolute time: the shared machine's speed varies from hour to hour.
 */

export const BUDGETS = {
  /** Mobile LCP at most this multiple of the floor's … */
  lcpRatio: 1.2,
  /**
   * … or this one on the pages whose every section stays in the HTML (the product owner's decision):
   * their full HTML needs a second round trip in Lighthouse's mobile model.
   */
  lcpRatioLongPages: 1.3,
  longPages: ["/", "/semana-cliente"],
  /** Mobile TBT at most this multiple of the floor's, or the floor's plus tbtSlackMs, whichever is larger. */
  tbtRatio: 2,
  tbtSlackMs: 30,
  /** No layout shift at all, on every device measured. */
  cls: 0,
  /** First-load JS (gzip) at most this multiple of the floor's. */
  firstLoadJsRatio: 1.3,
}

/** Lighthouse's mobile run is the judged one for timings; desktop is shown for its ratios. */
const TIMED_BUDGET_DEVICES = new Set(["mobile"])

export const lcpRatioFor = route => (BUDGETS.longPages.includes(route) ? BUDGETS.lcpRatioLongPages : BUDGETS.lcpRatio)

/**
 * The limit each budgeted figure of a row has, from the floor's figure on the same device, and whether
 * the row keeps to it. A figure without a budget on this device is absent.
 */
export function verdictsFor(row, floor) {
  const verdicts = {}
  const judge = (key, value, limit) => (verdicts[key] = { limit, pass: value <= limit })
  if (TIMED_BUDGET_DEVICES.has(row.formFactor)) {
    judge("lcpMs", row.lcpMs, floor.lcpMs * lcpRatioFor(row.route))
    judge("tbtMs", row.tbtMs, Math.max(floor.tbtMs * BUDGETS.tbtRatio, floor.tbtMs + BUDGETS.tbtSlackMs))
  }
  judge("cls", row.cls, BUDGETS.cls)
  judge("firstLoadJs", row.firstLoadJs.gzipBytes, floor.firstLoadJs.gzipBytes * BUDGETS.firstLoadJsRatio)
  return verdicts
}

/** The budgets in one sentence, for the report. */
export const BUDGET_RULES =
  `Mobile LCP ≤ ${BUDGETS.lcpRatio}× the floor (${BUDGETS.lcpRatioLongPages}× on ${BUDGETS.longPages.join(" and ")}); ` +
  `mobile TBT ≤ max(${BUDGETS.tbtRatio}× the floor, the floor + ${BUDGETS.tbtSlackMs} ms); CLS ${BUDGETS.cls}; ` +
  `first-load JS ≤ ${BUDGETS.firstLoadJsRatio}× the floor's. Nothing else is judged.`

const ms = value => `${Math.round(value)} ms`
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const FIGURE_TEXT = {
  lcpMs: (value, limit, row) => `LCP ${ms(value)} > ${ms(limit)} (${lcpRatioFor(row.route)}× the floor)`,
  tbtMs: (value, limit) =>
    `TBT ${ms(value)} > ${ms(limit)} (${BUDGETS.tbtRatio}× the floor or the floor + ${BUDGETS.tbtSlackMs} ms)`,
  cls: value => `CLS ${value.toFixed(3)} > 0`,
  firstLoadJs: (value, limit) => `first-load JS ${kb(value)} > ${kb(limit)} (${BUDGETS.firstLoadJsRatio}× the floor)`,
}

/** Every broken budget, as a sentence naming the route and device. */
export function checkBudgets(rows, floorRows) {
  const problems = []
  for (const row of rows) {
    // The floor measured beside this route, else the run's floor for the device.
    const floor = row.floor ?? floorRows.find(candidate => candidate.formFactor === row.formFactor)
    for (const [key, verdict] of Object.entries(verdictsFor(row, floor))) {
      const value = key === "firstLoadJs" ? row.firstLoadJs.gzipBytes : row[key]
      if (!verdict.pass)
        problems.push(`${row.route} (${row.formFactor}): ${FIGURE_TEXT[key](value, verdict.limit, row)}`)
    }
  }
  return problems
}
