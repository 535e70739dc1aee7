/**
 * Where each time-bound offer is sold (content/data/pages.json) and its dates
 * in content: what the server writes into each page's HTML (offer-document)
 * and what the next rebuild waits for (offer-boundaries).
 */
import pagesJson from "../../../content/data/pages.json"
import renewalOfferJson from "../../../content/data/renewalOffer.json"
import uiJson from "../../../content/data/ui.json"
import type { OfferDates } from "../../content-model/offers"
import type { OfferName } from "./offer-page"

const pagePath = (id: string, fallback: string) => pagesJson.pages.find(page => page.id === id)?.path ?? fallback

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
