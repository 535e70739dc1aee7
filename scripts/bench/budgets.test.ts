/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

const FLOOR = { lcpMs: 1000, tbtMs: 300, threadTbtMs: 10, cls: 0, firstLoadJs: 100_000 }

/** Which budgets a mobile row keeps beside FLOOR, as the bench (an ES module) judges them. */
function kept(route: string, figures: Partial<typeof FLOOR>): Record<string, boolean> {
  const code = `import { verdictsFor } from ${JSON.stringify(path.join(__dirname, "budgets.mjs"))}
    const verdicts = verdictsFor(JSON.parse(process.argv[1]), JSON.parse(process.argv[2]))
    console.log(JSON.stringify(Object.fromEntries(Object.entries(verdicts).map(([key, { pass }]) => [key, pass]))))`
  const row = JSON.stringify({ ...FLOOR, route, formFactor: "mobile", ...figures })
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", code, row, JSON.stringify(FLOOR)], {
      encoding: "utf8",
    }),
  ) as Record<string, boolean>
}

it("judges TBT at thread time, LCP by the page's length, and the layout and first-load JS of every route", () => {
  // The recorded TBT is not judged; at thread time the floor's plus 30 ms is allowed when that is more than 2×.
  expect(kept("/obrigado", { tbtMs: 3000, threadTbtMs: 40 })).toEqual({
    lcpMs: true,
    threadTbtMs: true,
    cls: true,
    firstLoadJs: true,
  })
  expect(kept("/obrigado", { threadTbtMs: 41 }).threadTbtMs).toBe(false)
  expect([kept("/", { lcpMs: 1300 }).lcpMs, kept("/obrigado", { lcpMs: 1300 }).lcpMs]).toEqual([true, false])
  expect(kept("/404", { cls: 0.001, firstLoadJs: 130_001 })).toMatchObject({ cls: false, firstLoadJs: false })
})
