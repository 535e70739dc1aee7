/** Time left until the visitor's local midnight, for the "only today" promo banner. */

export interface TimeLeft {
  hours: number
  minutes: number
  seconds: number
}

/** Milliseconds from `now` to the next local midnight (00:00 of the following day). */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0)
  return midnight.getTime() - now.getTime()
}

export function timeLeftUntilMidnight(now: Date): TimeLeft {
  // Rounded up so the clock reads 00:00:01 in the last second, and never a negative.
  const totalSeconds = Math.max(0, Math.ceil(msUntilLocalMidnight(now) / 1000))
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

/** Two digits for a countdown: "05". Longer numbers (days past 99) stay whole. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0")
}

/** "05:07:09" */
export function formatTimeLeft({ hours, minutes, seconds }: TimeLeft): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
}
