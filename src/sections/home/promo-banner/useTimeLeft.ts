import { useEffect, useState } from "react"
import { formatTimeLeft, timeLeftUntilMidnight } from "../../../lib/countdown"

/**
 * "HH:MM:SS" until the visitor's local midnight, ticking every second.
 * null during the static render: the server cannot know the visitor's clock.
 */
export function useTimeLeft(): string | null {
  const [timeLeft, setTimeLeft] = useState<string | null>(null)
  useEffect(() => {
    const tick = () => setTimeLeft(formatTimeLeft(timeLeftUntilMidnight(new Date())))
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [])
  return timeLeft
}
