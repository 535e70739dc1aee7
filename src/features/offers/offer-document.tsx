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
import pagesJson from "../../../content/data/pages.json"
import renewalOfferJson from "../../../content/data/renewalOffer.json"
import uiJson from "../../../content/data/ui.json"
import { offerWindow, type OfferDates } from "./offer-clock"
import {
  OFFER_STATE_SCRIPT,
  OFFER_STYLES_ATTRIBUTE,
  offerHtmlAttributes,
  offerOnlyStyles,
  type OfferName,
} from "./offer-page"

const trim = (path: string) => path.replace(/\/+$/, "") || "/"

const pagePath = (id: string, fallback: string) => pagesJson.pages.find(page => page.id === id)?.path ?? fallback

/** Where each offer is sold (content/data/pages.json), and its dates in content. */
export interface OfferPlacement {
  offer: OfferName
  path: string
  /** Null when content sets no end: then the page has no such offer. */
  dates: OfferDates | null
}

const promoDates = (banner: { startsAt?: string | null; endsAt?: string | null }): OfferDates | null =>
  banner.endsAt ? { startsAt: banner.startsAt, endsAt: banner.endsAt } : null

export const OFFER_PLACEMENTS: readonly OfferPlacement[] = [
  { offer: "week", path: pagePath("semana-cliente", "/semana-cliente"), dates: renewalOfferJson },
  { offer: "promo", path: pagePath("home", "/"), dates: promoDates(uiJson.banner) },
]

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
