/**
 * Dates with a time and an explicit offset, as writers put them in content: one instant whatever the zone. Strict:
 * Date.parse reads a date without an offset in the local zone, so an offer would end at a different instant for each.
 */
export const OFFSET_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/

export const DATE_TIME_EXAMPLE = "2026-12-06T23:59:59-03:00"
/** The same form in Day.js tokens, for the CMS's date picker ("[T]" is a literal T, "Z" the offset as -03:00). */
export const DATE_TIME_STORAGE_FORMAT = "YYYY-MM-DD[T]HH:mm:ssZ"

export type DateTimeProblem = "format" | "date" | "time" | "offset"

export type DateTimeResult = { ok: true; ms: number } | { ok: false; problem: DateTimeProblem }

// Day 0 of the next month is the last day of this one.
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Reads an ISO 8601 date-time with offset; says what is wrong when it is not one. */
export function readDateTime(text: string): DateTimeResult {
  const match = OFFSET_DATE_TIME.exec(text.trim())
  if (!match) return { ok: false, problem: "format" }
  const [year, month, day, hour, minute, second = 0, milli = 0] = match
    .slice(1, 8)
    // Absent optional groups (seconds, milliseconds) are undefined at run time.
    .map(part => (part ? Number(part) : 0))
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: "date" }
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, problem: "time" }
  let offsetMinutes = 0
  if (match[8] !== "Z") {
    const sign = match[9] === "-" ? -1 : 1
    const offsetMins = Number(match[11])
    offsetMinutes = sign * (Number(match[10]) * 60 + offsetMins)
    // Real offsets run from -12:00 to +14:00.
    if (offsetMins > 59 || offsetMinutes < -12 * 60 || offsetMinutes > 14 * 60) return { ok: false, problem: "offset" }
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, milli)
  return { ok: true, ms: local - offsetMinutes * 60_000 }
}

/** The instant (ms since the epoch) of a valid date-time text, else NaN. */
export function parseDateTime(text: string): number {
  const result = readDateTime(text)
  return result.ok ? result.ms : Number.NaN
}

/** What to write instead, in Portuguese: the build's message and the CMS form show these same words. */
export function dateTimeMessage(problem: DateTimeProblem): string {
  switch (problem) {
    case "format":
      return `Escreva data e hora com o fuso, como "${DATE_TIME_EXAMPLE}" (23:59:59 no horário de Brasília)`
    case "date":
      return "Essa data não existe: confira o dia e o mês"
    case "time":
      return "Use uma hora que exista, de 00:00:00 a 23:59:59"
    case "offset":
      return 'Use um fuso válido, de "-12:00" a "+14:00" (Brasília é "-03:00")'
  }
}

/** The calendar date written in the text ("2026-12-06"), in the writer's own offset. */
export const calendarDate = (text: string): string => text.trim().slice(0, 10)
