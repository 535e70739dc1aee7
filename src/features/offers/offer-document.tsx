/** A page's offers at build time: their state on <html>, their states' CSS, and the head script that corrects them. */
import type { ReactNode } from "react"
import { offerWindow, type OfferDates } from "../../content-model/offers"
import { OFFER_PLACEMENTS } from "./offer-placements"
import { OFFER_STATE_SCRIPT, OFFER_STYLES_ATTRIBUTE, offerHtmlAttributes, offerOnlyStyles } from "./offer-page"

const trim = (path: string) => path.replace(/\/+$/, "") || "/"

export function offerDocument(
  pathname: string,
  now: number,
  placements = OFFER_PLACEMENTS,
): { htmlAttributes: Record<string, string>; headComponents: ReactNode[] } | null {
  const here = placements.filter(({ path, dates }) => dates && trim(pathname) === trim(path))
  if (here.length === 0) return null
  const attributes = here.map(({ offer, dates }) => offerHtmlAttributes(offer, offerWindow(dates as OfferDates), now))
  return {
    htmlAttributes: Object.assign({}, ...attributes) as Record<string, string>,
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
