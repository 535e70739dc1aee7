/**
 * /semana-cliente's part of its head: the renewal's offers and the FAQ
 * questions its JSON-LD states. JSON-LD is static (it says what the build
 * saw), so these take the customer week's state at build time.
 */
import { calendarDate } from "../../src/lib/date-time"
import type { CoursePlan } from "./structured-data"

export interface RenewalOfferInput {
  planName: string
  offerPrice: number
  fullPrice: number
  startsAt?: string | null
  endsAt: string
  /** The checkout of the customer week's offer, and the full-price one. */
  checkoutUrl: string
  fullCheckoutUrl: string
}

/**
 * The renewal's offers, each with its dates, so that they stay true before,
 * during and after the week, whenever the page was built: the full price, and
 * the week's price from its start (validFrom) to its end (validThrough, and
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

/** The questions true in one state of the customer week (faq.json's `weekOnly`): the FAQPage JSON-LD's. */
export function questionsWhen<Question extends { weekOnly?: string | null }>(
  questions: readonly Question[],
  state: "open" | "closed",
): Question[] {
  return questions.filter(question => !question.weekOnly || question.weekOnly === state)
}
