/**
 * What the server puts in the HTML of the customer-week page (gatsby-ssr):
 * the week on <html> with its state at build time, and the inline head
 * script that corrects the state from the visitor's clock before the first
 * paint. Every inline script is hashed into the CSP at build (headers-file.ts).
 */
import type { ReactNode } from "react"
import pagesJson from "../../../content/data/pages.json"
import renewalOfferJson from "../../../content/data/renewalOffer.json"
import { weekWindow, type WeekDates } from "./customer-week"
import { WEEK_STATE_SCRIPT, weekHtmlAttributes } from "./customer-week-page"

const trim = (path: string) => path.replace(/\/+$/, "") || "/"

/** The renewal page's path, from content/data/pages.json. */
const WEEK_PAGE_PATH = pagesJson.pages.find(page => page.id === "semana-cliente")?.path ?? "/semana-cliente"

export interface WeekDocument {
  htmlAttributes: Record<string, string>
  headComponents: ReactNode[]
}

/** The week's part of a page's HTML, or null for any other page. */
export function customerWeekDocument(
  pathname: string,
  now: number,
  dates: WeekDates = renewalOfferJson,
): WeekDocument | null {
  if (trim(pathname) !== trim(WEEK_PAGE_PATH)) return null
  return {
    htmlAttributes: weekHtmlAttributes(weekWindow(dates), now),
    headComponents: [<script key="customer-week-state" dangerouslySetInnerHTML={{ __html: WEEK_STATE_SCRIPT }} />],
  }
}
