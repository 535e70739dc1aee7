/**
 * The customer week's clock: whether the offer is open for a given instant,
 * the time left in days, hours and minutes, the words for it, and when any of
 * that next changes. Pure: every function takes `now` (ms since the epoch).
 *
 * The dates are absolute instants (content writes them with their offset), so
 * a visitor's time zone never moves the deadline: a visitor in Lisbon or in
 * Manaus sees the offer end at the same moment as one in São Paulo. Days are
 * 24-hour spans of real time, never calendar days of some zone.
 */
import { fillTemplate } from "../../lib/fill-template"
import { parseDateTime } from "../../lib/date-time"

/** Before the start (when there is one), during the week, or over. */
export type WeekState = "before" | "open" | "ended"

export interface WeekWindow {
  /** ms since the epoch; absent when the offer is open until the end. */
  startsAt?: number
  /** ms since the epoch: from this instant on, the offer is over. */
  endsAt: number
}

export interface WeekDates {
  startsAt?: string | null
  endsAt: string
}

/** The window of content's dates; throws on a date the build would have refused. */
export function weekWindow({ startsAt, endsAt }: WeekDates): WeekWindow {
  const end = parseDateTime(endsAt)
  if (Number.isNaN(end)) throw new Error(`customer week: endsAt "${endsAt}" is not a date-time with offset`)
  if (!startsAt) return { endsAt: end }
  const start = parseDateTime(startsAt)
  if (Number.isNaN(start)) throw new Error(`customer week: startsAt "${startsAt}" is not a date-time with offset`)
  return { startsAt: start, endsAt: end }
}

/** The week's state at `now`: open from startsAt (inclusive) until endsAt (exclusive). */
export function weekState(window: WeekWindow, now: number): WeekState {
  if (now >= window.endsAt) return "ended"
  if (window.startsAt !== undefined && now < window.startsAt) return "before"
  return "open"
}

export interface WeekTimeLeft {
  days: number
  hours: number
  minutes: number
}

const MINUTE = 60_000
const MINUTES_PER_DAY = 24 * 60

/**
 * Time left, rounded up to the minute: the last 59 seconds read "1 minute"
 * and the clock reaches zero exactly when the state changes.
 */
export function timeLeft(ms: number): WeekTimeLeft {
  const totalMinutes = Math.max(0, Math.ceil(ms / MINUTE))
  return {
    days: Math.floor(totalMinutes / MINUTES_PER_DAY),
    hours: Math.floor((totalMinutes % MINUTES_PER_DAY) / 60),
    minutes: totalMinutes % 60,
  }
}

/** Where the countdown stands: the state, and the time left until the next state (none once it is over). */
export interface WeekClock {
  state: WeekState
  /** Until the start while "before", until the end while "open"; null when "ended". */
  left: WeekTimeLeft | null
}

/** The instant the current state ends, or null once the week is over. */
function nextBoundary(window: WeekWindow, state: WeekState): number | null {
  if (state === "ended") return null
  return state === "before" && window.startsAt !== undefined ? window.startsAt : window.endsAt
}

export function weekClock(window: WeekWindow, now: number): WeekClock {
  const state = weekState(window, now)
  const boundary = nextBoundary(window, state)
  return { state, left: boundary === null ? null : timeLeft(boundary - now) }
}

/**
 * Milliseconds from `now` until what the clock shows changes: the next
 * minute of the countdown or the next state, whichever comes first. Null
 * once the week is over (nothing changes any more). A page needs one timer
 * set to this, not a tick every second.
 */
export function msUntilNextChange(window: WeekWindow, now: number): number | null {
  const boundary = nextBoundary(window, weekState(window, now))
  if (boundary === null) return null
  const remaining = boundary - now
  // With minutes rounded up, the reading drops when `remaining` reaches the next lower whole minute.
  return remaining - (Math.ceil(remaining / MINUTE) - 1) * MINUTE
}

/** Portuguese words for the units, from content (singular and plural) and the "and" between two of them. */
export interface CountdownWords {
  day: string
  days: string
  hour: string
  hours: string
  minute: string
  minutes: string
  and: string
}

function count(value: number, singular: string, plural: string): string {
  return `${value} ${value === 1 ? singular : plural}`
}

/**
 * The time left in words, its two largest units: "2 dias e 5 horas",
 * "3 horas e 12 minutos", "1 minuto". A zero second unit is left out ("2 dias").
 */
export function timeLeftWords({ days, hours, minutes }: WeekTimeLeft, words: CountdownWords): string {
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
  /** Template with {time}, shown while the offer is open ("Termina em {time}"). */
  endsIn: string
  /** Template with {time}, shown before the start ("A Semana do Cliente começa em {time}"). */
  startsIn: string
}

/** The sentence for the clock: "Termina em 2 dias e 5 horas", or "" once the week is over. */
export function countdownSentence(clock: WeekClock, labels: CountdownLabels): string {
  if (!clock.left) return ""
  const template = clock.state === "before" ? labels.startsIn : labels.endsIn
  return fillTemplate(template, { time: timeLeftWords(clock.left, labels) })
}
