/**
 * The renewal page's offer for its schema.org JSON-LD. Apart from
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
 * The renewal as an offer, as it stood when the site was built (JSON-LD is static; GraphQL
 * `openAtBuild`): during the customer week the offer price, valid until the week's last day (in
 * the offset content wrote it in); otherwise the full price.
 */
export function renewalPlan(offer: RenewalOfferInput, openAtBuild: boolean): CoursePlan {
  return openAtBuild
    ? {
        name: offer.planName,
        price: offer.offerPrice,
        checkoutUrl: offer.checkoutUrl,
        priceValidUntil: calendarDate(offer.endsAt),
      }
    : { name: offer.planName, price: offer.fullPrice, checkoutUrl: offer.fullCheckoutUrl }
}
