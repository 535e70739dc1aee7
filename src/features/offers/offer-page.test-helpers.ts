/**
 * Shared by offer-page's tests: the customer week and the promo (their
 * instants as the content writes them) and the page's <html> attributes.
 */
import { parseDateTime } from "../../lib/date-time"
import { offerWindow } from "../../content-model/offers"
import type { OfferPlacement } from "./offer-document"

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const start = parseDateTime("2026-11-30T00:00:00-03:00")
export const end = parseDateTime("2026-12-06T23:59:59-03:00")
export const week = offerWindow({ startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-06T23:59:59-03:00" })
export const openEnded = offerWindow({ endsAt: "2026-12-06T23:59:59-03:00" })
export const lastDay = parseDateTime("2026-12-06T00:00:00-03:00")

export const PROMO_ENDS_AT = "2026-11-30T23:59:59-03:00"
export const promo = offerWindow({ endsAt: PROMO_ENDS_AT })
export const promoEnd = promo.endsAt
export const promoLastDay = parseDateTime("2026-11-30T00:00:00-03:00")
/** The promo placed on `/`, as offer-document.tsx places the home promo from content. */
export const HOME_PROMO: readonly OfferPlacement[] = [{ offer: "promo", path: "/", dates: { endsAt: PROMO_ENDS_AT } }]

export const root = () => document.documentElement

export function setAttributes(attributes: Record<string, string>) {
  for (const name of [...root().getAttributeNames()]) if (name.startsWith("data-week")) root().removeAttribute(name)
  Object.entries(attributes).forEach(([name, value]) => root().setAttribute(name, value))
}
