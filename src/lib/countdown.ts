type TimeLeft = { hours: number; minutes: number; seconds: number }

/** Two digits for a countdown: "05"; longer numbers (days past 99) stay whole. */
export const twoDigits = (value: number) => String(value).padStart(2, "0")

/** "05:07:09" */
export const formatTimeLeft = ({ hours, minutes, seconds }: TimeLeft) =>
  [hours, minutes, seconds].map(twoDigits).join(":")
