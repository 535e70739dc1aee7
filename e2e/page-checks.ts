/** Checks several specs run on a page: axe, and the layout shifts a visitor would see. */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

/** Runs axe (all its default rules: WCAG 2.x A/AA and best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, context: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const readable = violations.map(
    violation =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(node => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n")}`,
  )
  expect(readable, `axe violations on ${context}`).toEqual([])
}

export interface LayoutShift {
  value: number
  /** When it happened, in ms from the page's start. */
  time: number
  /** What moved, like <section#pricing.css-abc>. */
  sources: string[]
}

/** Records every layout shift not caused by input, from the very start of the page (call before goto). */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; time: number; sources: string[] }> = []
    ;(window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(source => {
            const node = source.node instanceof Text ? source.node.parentElement : source.node
            if (!(node instanceof Element)) return node?.nodeName ?? "?"
            return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ").join(".")}` : ""}>`
          }),
        })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The shifts recorded so far (see observeLayoutShifts). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)
}

/** A readable list of shifts for a failure message. */
export const describeShifts = (shifts: readonly LayoutShift[]): string =>
  shifts.map(shift => `${shift.value.toFixed(5)} at ${shift.time} ms: ${shift.sources.join(", ")}`).join("\n")
