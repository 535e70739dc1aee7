/**
 * The renewal page's offers for its schema.org JSON-LD. Apart from
 * structured-data.ts so that the other pages' code never carries the
 * customer week's date logic.
 */
import { calendarDate } from "../../lib/date-time"
import type { CoursePlan } from "../seo"

export interface RenewalOfferInput {
  planName: string
  offerPrice: string
  fullPrice: string
  startsAt?: string | null
  endsAt: string
  /** The checkout of the customer week's offer, and the full-price one. */
  checkoutUrl: string
  fullCheckoutUrl: string
}

/**
 * The renewal's offers. JSON-LD is static (it says what the last build saw),
 * so it states each offer with its dates and stays true before, during and
 * after the week, whenever the page was built: the full price, and the week's
 * price from its start (validFrom) to its end (validThrough, and
 * priceValidUntil its last day in the offset content wrote it in). A build made
 * after the week (GraphQL `endedAtBuild`) leaves the week's offer out.
 */
export function renewalOffers(offer: RenewalOfferInput, endedAtBuild: boolean): CoursePlan[] {
  const full = { name: offer.planName, price: offer.fullPrice, checkoutUrl: offer.fullCheckoutUrl }
  if (endedAtBuild) return [full]
  const week = {
    name: offer.planName,
    price: offer.offerPrice,
    checkoutUrl: offer.checkoutUrl,
    ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
    validThrough: offer.endsAt,
    priceValidUntil: calendarDate(offer.endsAt),
  }
  return [full, week]
}
