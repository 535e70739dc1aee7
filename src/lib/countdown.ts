/** Clock faces for countdowns ("05:07:09"). */

export interface TimeLeft {
  hours: number
  minutes: number
  seconds: number
}

/** Two digits for a countdown: "05". Longer numbers (days past 99) stay whole. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, "0")
}

/** "05:07:09" */
export function formatTimeLeft({ hours, minutes, seconds }: TimeLeft): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
}
