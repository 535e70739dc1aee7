/**
 * What the server puts in the HTML of a page with a time-bound offer
 * (gatsby-ssr): each offer on <html> with its state at build time, the CSS
 * that shows each state's content, and the inline head script that corrects
 * the states from the visitor's clock before the first paint. So the static
 * HTML is right before any of the page's code arrives, whenever the offer's
 * clock (OfferOnPage) comes. Every inline script is hashed into the CSP at
 * build (headers-file.ts).
 */
import type { ReactNode } from "react"
import { offerWindow, type OfferDates } from "../../content-model/offers"
import { OFFER_PLACEMENTS, type OfferPlacement } from "./offer-placements"
import { OFFER_STATE_SCRIPT, OFFER_STYLES_ATTRIBUTE, offerHtmlAttributes, offerOnlyStyles } from "./offer-page"

export { OFFER_PLACEMENTS, type OfferPlacement }

const trim = (path: string) => path.replace(/\/+$/, "") || "/"

export interface OfferDocument {
  htmlAttributes: Record<string, string>
  headComponents: ReactNode[]
}

/** The offers' part of a page's HTML, or null for a page without any. */
export function offerDocument(
  pathname: string,
  now: number,
  placements: readonly OfferPlacement[] = OFFER_PLACEMENTS,
): OfferDocument | null {
  const here = placements.filter(({ path, dates }) => dates && trim(pathname) === trim(path))
  if (here.length === 0) return null
  return {
    htmlAttributes: Object.assign(
      {},
      ...here.map(({ offer, dates }) => offerHtmlAttributes(offer, offerWindow(dates as OfferDates), now)),
    ) as Record<string, string>,
    headComponents: [
      ...here.map(({ offer }) => (
        <style
          key={`offer-${offer}`}
          {...{ [OFFER_STYLES_ATTRIBUTE]: offer }}
          dangerouslySetInnerHTML={{ __html: offerOnlyStyles(offer) }}
        />
      )),
      <script key="offer-state" dangerouslySetInnerHTML={{ __html: OFFER_STATE_SCRIPT }} />,
    ],
  }
}
