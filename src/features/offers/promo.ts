/**
 * The home promo (content/data/ui.json → banner): an offer of this folder's
 * mechanism, with its own words. Pure: every function takes `now`.
 */
import { formatTimeLeft } from "../../lib/countdown"
import { OFFER_TIME_ZONE, offerWindow, SECOND, type OfferWindow, type TimeLeft } from "./offer-clock"

/** "Restam poucas horas!" is true only when fewer than this remain until the promo's end. */
export const PROMO_FEW_HOURS_MS = 6 * 60 * 60 * SECOND

export interface PromoDates {
  startsAt?: string | null
  endsAt?: string | null
}

/** The promo's window, or null when content sets no end: then there is no promo, and no urgency claim. */
export function promoWindow({ startsAt, endsAt }: PromoDates): OfferWindow | null {
  return endsAt ? offerWindow({ startsAt, endsAt }) : null
}

/** The promo's last day as the banner names it before that day ("30/11"), in São Paulo. */
export function promoEndDate(window: OfferWindow): string {
  // The last instant it holds: a promo ending at 00:00 ended with the day before.
  return new Intl.DateTimeFormat("pt-BR", { timeZone: OFFER_TIME_ZONE, day: "2-digit", month: "2-digit" }).format(
    window.endsAt - 1,
  )
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
