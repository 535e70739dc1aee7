// The clock of a time-bound offer. Dates are instants, so a visitor's time zone never moves a deadline; only "the
// last day" is a calendar day, São Paulo's, where the offers are sold.
import { fillTemplate } from "../lib/fill-template"
import { parseDateTime } from "../lib/date-time"

const OFFER_TIME_ZONE = "America/Sao_Paulo"

export type OfferState = "before" | "open" | "ended"

/** In ms since the epoch: no start when the offer is on until its end. */
export interface OfferWindow {
  startsAt?: number
  endsAt: number
  lastDayAt: number
}

export interface OfferDates {
  startsAt?: string | null
  endsAt: string
  // Computed at build (GraphQL `lastDayAt`): a phone's first `Intl` with a time zone is slow.
  lastDayAt?: number | null
}

const DATE = { year: "numeric", month: "numeric", day: "numeric" } as const
const partsOf = (instant: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: OFFER_TIME_ZONE, ...DATE, ...options })
    .formatToParts(instant)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {})

/** 00:00 in São Paulo of the offer's last day; NaN when `endsAt` is not a date-time. */
export function lastDayOf(endsAt: string): number {
  // The last instant of the offer is end - 1 ms: an offer ending at 00:00 had its last day the day before.
  const last = parseDateTime(endsAt) - 1
  if (Number.isNaN(last)) return NaN
  const { year, month, day } = partsOf(last, {})
  const utcMidnight = Date.UTC(year, month - 1, day)
  // The zone's offset at that midnight: its wall clock there, read back as if it were UTC.
  const wall = partsOf(utcMidnight, { hourCycle: "h23", hour: "numeric", minute: "numeric" })
  return 2 * utcMidnight - Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
}

export function offerWindow({ startsAt, endsAt, lastDayAt: computed }: OfferDates): OfferWindow {
  const end = parseDateTime(endsAt)
  if (Number.isNaN(end)) throw new Error(`offer: endsAt "${endsAt}" is not a date-time with offset`)
  const lastDayAt = computed ?? lastDayOf(endsAt)
  if (!startsAt) return { endsAt: end, lastDayAt }
  const start = parseDateTime(startsAt)
  if (Number.isNaN(start)) throw new Error(`offer: startsAt "${startsAt}" is not a date-time with offset`)
  return { startsAt: start, endsAt: end, lastDayAt }
}

export function offerState(window: OfferWindow, now: number): OfferState {
  if (now >= window.endsAt) return "ended"
  if (window.startsAt !== undefined && now < window.startsAt) return "before"
  return "open"
}

/** When "só hoje" is true. */
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

export interface OfferClock {
  state: OfferState
  lastDay: boolean
  left: TimeLeft | null
}

function nextBoundary(window: OfferWindow, state: OfferState): number | null {
  if (state === "ended") return null
  return state === "before" && window.startsAt !== undefined ? window.startsAt : window.endsAt
}

export function offerClock(window: OfferWindow, now: number, unit: ClockUnit = MINUTE): OfferClock {
  const state = offerState(window, now)
  const boundary = nextBoundary(window, state)
  return { state, lastDay: isLastDay(window, now), left: boundary === null ? null : timeLeft(boundary - now, unit) }
}

/** Ms until what the clock shows changes: a page needs one timer set to this, not a tick every second. */
export function msUntilNextChange(window: OfferWindow, now: number, unit: ClockUnit = MINUTE): number | null {
  const boundary = nextBoundary(window, offerState(window, now))
  if (boundary === null) return null
  const remaining = boundary - now
  // With units rounded up, the reading drops when `remaining` reaches the next lower whole unit.
  const nextTick = remaining - (Math.ceil(remaining / unit) - 1) * unit
  return now < window.lastDayAt ? Math.min(nextTick, window.lastDayAt - now) : nextTick
}

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

export interface CountdownLabels extends CountdownWords {
  endsIn: string
  startsIn: string
}

export function countdownSentence(clock: OfferClock, labels: CountdownLabels): string {
  if (!clock.left) return ""
  const template = clock.state === "before" ? labels.startsIn : labels.endsIn
  return fillTemplate(template, { time: timeLeftWords(clock.left, labels) })
}

/** The longest sentence of a phase, for the room the static HTML reserves; the digits are tabular. */
export function longestCountdownSentence(state: "before" | "open", labels: CountdownLabels): string {
  const readings: TimeLeft[] = [
    { days: 88, hours: 88, minutes: 0, seconds: 0 },
    { days: 0, hours: 88, minutes: 88, seconds: 0 },
  ]
  return readings
    .map(left => countdownSentence({ state, lastDay: false, left }, labels))
    .reduce((longest, sentence) => (sentence.length > longest.length ? sentence : longest), "")
}

/** `fallback`: the state a page without the attributes shows (a client-side navigation, until the clock starts). */
export const OFFERS = {
  week: { unit: MINUTE, fallback: "open" },
  promo: { unit: SECOND, fallback: "ended" },
} as const satisfies Record<string, { unit: ClockUnit; fallback: OfferState }>

export type OfferName = keyof typeof OFFERS
export const OFFER_NAMES = Object.keys(OFFERS) as OfferName[]

/** `data-<offer>-only`: "until" is open but not the last day, "closed" before and after, "counting" before and during. */
export const OFFER_ONLY_VALUES = ["open", "until", "last-day", "closed", "before", "ended", "counting"] as const
export type OfferOnly = (typeof OFFER_ONLY_VALUES)[number]
