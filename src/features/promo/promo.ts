/** The home promo's state and words (content/data/ui.json → banner), an offer of src/features/offers. */
import { formatTimeLeft, twoDigits } from "../../lib/countdown"
import { offerWindow, type OfferWindow, type TimeLeft } from "../../content-model/offers"

/** "Restam poucas horas!" is true only when fewer than this remain until the promo's end. */
export const PROMO_FEW_HOURS_MS = 6 * 3600 * 1000

type Dates = { startsAt?: string | null; endsAt?: string | null; lastDayAt?: number | null }

/** The promo's window, or null when content sets no end: then there is no promo, and no urgency claim. */
export function promoWindow({ startsAt, endsAt, lastDayAt }: Dates): OfferWindow | null {
  return endsAt ? offerWindow({ startsAt, endsAt, lastDayAt }) : null
}

/** The promo's last day as the banner names it ("30/11"): noon after `lastDayAt` (00:00 in São Paulo) has the same
 * date in UTC, so no zone data is needed. */
export function promoEndDate({ lastDayAt }: OfferWindow): string {
  const noon = new Date(lastDayAt + 12 * 3600 * 1000)
  return `${twoDigits(noon.getUTCDate())}/${twoDigits(noon.getUTCMonth() + 1)}`
}

/** Whether the promo is on and ends within PROMO_FEW_HOURS_MS. */
export function fewHoursLeft({ startsAt, endsAt }: OfferWindow, now: number): boolean {
  const left = endsAt - now
  return left > 0 && left <= PROMO_FEW_HOURS_MS && (startsAt === undefined || now >= startsAt)
}

/** The countdown's face, "HH:MM:SS", counting whole hours past a day ("30:00:00"). */
export const promoClockFace = ({ days, hours, minutes, seconds }: TimeLeft): string =>
  formatTimeLeft({ hours: days * 24 + hours, minutes, seconds })
