/**
 * The clock of a time-bound offer (the customer week, the home promo): whether it is on at `now` (ms since the epoch),
 * whether that is its last day, the time left, the words for it, and when any of that next changes. The dates are
 * instants (content writes their offset), so a visitor's time zone never moves the deadline; days left are 24-hour
 * spans, and only "the last day" is a calendar day, São Paulo's, where the offers are sold.
 */
import { fillTemplate } from "../lib/fill-template"
import { parseDateTime } from "../lib/date-time"

const OFFER_TIME_ZONE = "America/Sao_Paulo"

export type OfferState = "before" | "open" | "ended"

/** In ms since the epoch: no start when the offer is on until its end; 00:00 in São Paulo of its last day. */
export interface OfferWindow {
  startsAt?: number
  endsAt: number
  lastDayAt: number
}

export interface OfferDates {
  startsAt?: string | null
  endsAt: string
  /** The last day's start, computed at build (GraphQL `lastDayAt`): a phone's first `Intl` with a time zone is slow. */
  lastDayAt?: number | null
}

/** Year, month and day of `instant` on the calendar of `timeZone`. */
function calendarParts(instant: number, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(instant)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {})
  return [parts.year, parts.month, parts.day]
}

/** 00:00 in `timeZone` of the calendar day that holds `instant`. */
export function startOfDay(instant: number, timeZone: string = OFFER_TIME_ZONE): number {
  const [year, month, day] = calendarParts(instant, timeZone)
  const utcMidnight = Date.UTC(year, month - 1, day)
  // The zone's offset at that midnight: its wall clock there, read back as if it were UTC.
  const [y, m, d] = calendarParts(utcMidnight, timeZone)
  const wall = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "numeric", minute: "numeric" })
    .formatToParts(utcMidnight)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {})
  const offset = Date.UTC(y, m - 1, d, wall.hour, wall.minute) - utcMidnight
  return utcMidnight - offset
}

/** 00:00 in São Paulo of the offer's last day, for content's `endsAt`; NaN when it is not a date-time. */
export function lastDayOf(endsAt: string): number {
  const end = parseDateTime(endsAt)
  // The last instant of the offer is end - 1 ms: an offer ending at 00:00 had its last day the day before.
  return Number.isNaN(end) ? NaN : startOfDay(end - 1)
}

/** The window of content's dates; throws on a date the build would have refused. */
export function offerWindow({ startsAt, endsAt, lastDayAt: computed }: OfferDates): OfferWindow {
  const end = parseDateTime(endsAt)
  if (Number.isNaN(end)) throw new Error(`offer: endsAt "${endsAt}" is not a date-time with offset`)
  const lastDayAt = computed ?? lastDayOf(endsAt)
  if (!startsAt) return { endsAt: end, lastDayAt }
  const start = parseDateTime(startsAt)
  if (Number.isNaN(start)) throw new Error(`offer: startsAt "${startsAt}" is not a date-time with offset`)
  return { startsAt: start, endsAt: end, lastDayAt }
}

/** The offer's state at `now`: open from startsAt (inclusive) until endsAt (exclusive). */
export function offerState(window: OfferWindow, now: number): OfferState {
  if (now >= window.endsAt) return "ended"
  if (window.startsAt !== undefined && now < window.startsAt) return "before"
  return "open"
}

/** Whether `now` is on the offer's last day (São Paulo's calendar) while it is on: when "só hoje" is true. */
export function isLastDay(window: OfferWindow, now: number): boolean {
  return offerState(window, now) === "open" && now >= window.lastDayAt
}

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export const SECOND = 1000
export const MINUTE = 60 * SECOND

/** How finely a clock counts, in ms: MINUTE for the customer week, SECOND for the promo banner. */
export type ClockUnit = number

/** Time left, rounded up to the clock's unit ("1 minute" for the last 59 s), so it reaches zero as the state changes. */
export function timeLeft(ms: number, unit: ClockUnit = MINUTE): TimeLeft {
  const totalSeconds = (Math.max(0, Math.ceil(ms / unit)) * unit) / SECOND
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

/** Where the countdown stands: the state, its last day, and the time left until the next state (null once over). */
export interface OfferClock {
  state: OfferState
  lastDay: boolean
  left: TimeLeft | null
}

/** The instant the current state ends, or null once the offer is over. */
function nextBoundary(window: OfferWindow, state: OfferState): number | null {
  if (state === "ended") return null
  return state === "before" && window.startsAt !== undefined ? window.startsAt : window.endsAt
}

export function offerClock(window: OfferWindow, now: number, unit: ClockUnit = MINUTE): OfferClock {
  const state = offerState(window, now)
  const boundary = nextBoundary(window, state)
  return {
    state,
    lastDay: isLastDay(window, now),
    left: boundary === null ? null : timeLeft(boundary - now, unit),
  }
}

/**
 * Ms from `now` until what the clock shows changes (the next unit, the last day's start or the next
 * state), null once over: a page needs one timer set to this, not a tick every second.
 */
export function msUntilNextChange(window: OfferWindow, now: number, unit: ClockUnit = MINUTE): number | null {
  const boundary = nextBoundary(window, offerState(window, now))
  if (boundary === null) return null
  const remaining = boundary - now
  // With units rounded up, the reading drops when `remaining` reaches the next lower whole unit.
  const nextTick = remaining - (Math.ceil(remaining / unit) - 1) * unit
  return now < window.lastDayAt ? Math.min(nextTick, window.lastDayAt - now) : nextTick
}

/** The units' words, from content (singular and plural), and the "and" between two of them. */
export interface CountdownWords {
  day: string
  days: string
  hour: string
  hours: string
  minute: string
  minutes: string
  and: string
}

const count = (value: number, singular: string, plural: string) => `${value} ${value === 1 ? singular : plural}`

/** The time left in its two largest units: "2 dias e 5 horas", "1 minuto"; a zero second unit is left out ("2 dias"). */
export function timeLeftWords({ days, hours, minutes }: TimeLeft, words: CountdownWords): string {
  const units: Array<[number, string, string]> = [
    [days, words.day, words.days],
    [hours, words.hour, words.hours],
    [minutes, words.minute, words.minutes],
  ]
  const first = units.findIndex(([value]) => value > 0)
  if (first < 0) return count(0, words.minute, words.minutes)
  const parts = [units[first]]
  if (first + 1 < units.length && units[first + 1][0] > 0) parts.push(units[first + 1])
  return parts.map(([value, singular, plural]) => count(value, singular, plural)).join(` ${words.and} `)
}

/** Templates with {time}: while the offer is open ("Termina em {time}"), and before its start. */
export interface CountdownLabels extends CountdownWords {
  endsIn: string
  startsIn: string
}

/** The sentence for the clock: "Termina em 2 dias e 5 horas", or "" once the offer is over. */
export function countdownSentence(clock: OfferClock, labels: CountdownLabels): string {
  if (!clock.left) return ""
  const template = clock.state === "before" ? labels.startsIn : labels.endsIn
  return fillTemplate(template, { time: timeLeftWords(clock.left, labels) })
}

/**
 * The longest sentence the clock can show in a phase, for the room the page reserves from the static HTML
 * on, so no reading moves what is around it. Two-digit values stand for any (the digits are tabular).
 */
export function longestCountdownSentence(state: "before" | "open", labels: CountdownLabels): string {
  const readings: TimeLeft[] = [
    { days: 88, hours: 88, minutes: 0, seconds: 0 },
    { days: 0, hours: 88, minutes: 88, seconds: 0 },
  ]
  return readings
    .map(left => countdownSentence({ state, lastDay: false, left }, labels))
    .reduce((longest, sentence) => (sentence.length > longest.length ? sentence : longest), "")
}

/**
 * The site's offers: how finely their countdowns count, and the state a page without the attributes shows
 * (a client-side navigation, until the clock starts): the week's offer; none of the promo's claims.
 */
export const OFFERS = {
  week: { unit: MINUTE, fallback: "open" },
  promo: { unit: SECOND, fallback: "ended" },
} as const satisfies Record<string, { unit: ClockUnit; fallback: OfferState }>

export type OfferName = keyof typeof OFFERS
export const OFFER_NAMES = Object.keys(OFFERS) as OfferName[]

/**
 * `data-<offer>-only` marks content of some states only: "open", "until" (open, not its last day),
 * "last-day" ("só hoje"), "closed" (before and after, at full price), "before", "ended", and "counting"
 * (while there is a countdown: before and during).
 */
export const OFFER_ONLY_VALUES = ["open", "until", "last-day", "closed", "before", "ended", "counting"] as const
export type OfferOnly = (typeof OFFER_ONLY_VALUES)[number]
