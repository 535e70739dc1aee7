/** Where each time-bound offer is sold (content/data/pages.json) and its dates in content; none without an end. */
import pagesJson from "../../../content/data/pages.json"
import renewalOfferJson from "../../../content/data/renewalOffer.json"
import uiJson from "../../../content/data/ui.json"
import type { OfferDates, OfferName } from "../../content-model/offers"

export type OfferPlacement = { offer: OfferName; path: string; dates: OfferDates | null }

const pagePath = (id: string, fallback: string) => pagesJson.pages.find(page => page.id === id)?.path ?? fallback
const { startsAt, endsAt }: Omit<OfferDates, "endsAt"> & { endsAt?: string | null } = uiJson.banner

export const OFFER_PLACEMENTS: readonly OfferPlacement[] = [
  { offer: "week", path: pagePath("semana-cliente", "/semana-cliente"), dates: renewalOfferJson },
  { offer: "promo", path: pagePath("home", "/"), dates: endsAt ? { startsAt, endsAt } : null },
]
