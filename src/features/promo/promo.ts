/**
 * The home promo's state and words (content/data/ui.json → banner): an offer
 * of the shared offers mechanism (src/features/offers). Pure: every function takes `now`.
 */
import { formatTimeLeft, twoDigits } from "../../lib/countdown"
import { MINUTE, offerWindow, SECOND, type OfferWindow, type TimeLeft } from "../../content-model/offers"

/** "Restam poucas horas!" is true only when fewer than this remain until the promo's end. */
export const PROMO_FEW_HOURS_MS = 6 * 60 * 60 * SECOND

export interface PromoDates {
  startsAt?: string | null
  endsAt?: string | null
  /** Computed by the build (see OfferDates). */
  lastDayAt?: number | null
}

/** The promo's window, or null when content sets no end: then there is no promo, and no urgency claim. */
export function promoWindow({ startsAt, endsAt, lastDayAt }: PromoDates): OfferWindow | null {
  return endsAt ? offerWindow({ startsAt, endsAt, lastDayAt }) : null
}

/**
 * The promo's last day as the banner names it before that day ("30/11"), in São Paulo: the date of
 * `lastDayAt` (00:00 there). Twelve hours later it is that day's noon there, and the same date in UTC
 * for any zone within 11 hours of it, so no time-zone data is needed.
 */
export function promoEndDate(window: OfferWindow): string {
  const noon = new Date(window.lastDayAt + 12 * 60 * MINUTE)
  return `${twoDigits(noon.getUTCDate())}/${twoDigits(noon.getUTCMonth() + 1)}`
}

/** Whether "few hours left" is true at `now`: the promo is on and ends within PROMO_FEW_HOURS_MS. */
export function fewHoursLeft(window: OfferWindow, now: number): boolean {
  const left = window.endsAt - now
  return left > 0 && left <= PROMO_FEW_HOURS_MS && (window.startsAt === undefined || now >= window.startsAt)
}

/** The countdown's face, "HH:MM:SS", counting whole hours past a day ("30:00:00"). */
export function promoClockFace({ days, hours, minutes, seconds }: TimeLeft): string {
  return formatTimeLeft({ hours: days * 24 + hours, minutes, seconds })
}
