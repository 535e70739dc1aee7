/**
 * The four budgets, each a ratio to the bare Gatsby page measured beside the route: the host's speed
 * varies from hour to hour, so no absolute time is judged. TBT is judged at the main thread's own CPU
 * time (thread-time.mjs): on a shared host Lighthouse multiplies the time other tenants take from us.
 */
const LONG_PAGES = ["/", "/semana-cliente"]

/** Every section of the long pages stays in their HTML (the owner's decision): a second round trip on mobile. */
const lcpRatio = route => (LONG_PAGES.includes(route) ? 1.3 : 1.2)

export const BUDGET_RULES =
  `Mobile LCP ≤ 1.2× the floor's (1.3× on ${LONG_PAGES.join(" and ")}); mobile TBT at thread time ≤ max(2× the ` +
  "floor's, the floor's + 30 ms); CLS 0 on every device; first-load JS ≤ 1.3× the floor's. Nothing else is judged."

/** The limit of each budgeted figure of a row, from the floor measured beside it, and whether the row keeps it. */
export function verdictsFor(row, floor) {
  const limits = {
    cls: 0,
    firstLoadJs: floor.firstLoadJs * 1.3,
    ...(row.formFactor === "mobile" && {
      lcpMs: floor.lcpMs * lcpRatio(row.route),
      threadTbtMs: Math.max(floor.threadTbtMs * 2, floor.threadTbtMs + 30),
    }),
  }
  return Object.fromEntries(
    Object.entries(limits).map(([key, limit]) => [key, { value: row[key], limit, pass: row[key] <= limit }]),
  )
}
