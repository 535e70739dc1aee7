/** The customer week's instants from content/data/renewalOffer.json: the browser's clock is set around them. */
import { statSync } from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { parseDateTime } from "../../src/lib/date-time"
import { content, copy, fill } from "./content"

export const [SECOND, MINUTE, HOUR, DAY] = [1, 60, 3600, 86_400].map(seconds => seconds * 1000)

export const offer = content("renewalOffer")
export const WEEK_ENDS = parseDateTime(offer.endsAt)
export const WEEK_STARTS = offer.startsAt ? parseDateTime(offer.startsAt) : undefined
/** Inside the week: two days before the end (after the start, when there is one). */
export const DURING_WEEK = WEEK_ENDS - 2 * DAY
if (WEEK_STARTS !== undefined && WEEK_STARTS > DURING_WEEK)
  throw new Error(
    `e2e/helpers/week.ts: startsAt (${offer.startsAt}) is less than two days before endsAt, so DURING_WEEK is before the week: move DURING_WEEK`,
  )
export const AFTER_WEEK = WEEK_ENDS + HOUR

/** When public/ was built: its static HTML, JSON-LD and no-JS links hold the week's state at that moment. */
const BUILT_AT = statSync(path.join(__dirname, "..", "..", "public", "semana-cliente", "index.html")).mtimeMs

/** The state the build must have written, from the build's time and content, never read from the page under test. */
export const BUILT_STATE: "before" | "open" | "ended" =
  BUILT_AT >= WEEK_ENDS ? "ended" : WEEK_STARTS !== undefined && BUILT_AT < WEEK_STARTS ? "before" : "open"

/** The browser's clock at `time` from the page's first script on; it runs from there. */
export async function setClock(page: Page, time: number): Promise<void> {
  await page.clock.install({ time })
}

export { fill }

export const renewal = content("renewal")
export const banner = copy("semana-cliente", "banner")
export const bannerRegion = (page: Page) =>
  page.getByRole("region", { name: banner.eyebrow ?? banner.title, exact: true })
export const offerCard = (page: Page) => page.getByTestId("renewal-offer")
export const buyButtons = (page: Page) => page.locator("[data-renewal-buy]:visible")
export const bonuses = (page: Page) => page.getByRole("list", { name: renewal.labels.bonusesTitle })
/** The visible ones among the elements whose whole text is `text`. */
export const shown = (scope: Page | Locator, text: string) =>
  scope.getByText(text, { exact: true }).filter({ visible: true })

/** React or the browser complaining while the page loads (hydration mismatches are console errors). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on("console", message => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text())
  })
  page.on("pageerror", error => problems.push(error.message))
  return problems
}
