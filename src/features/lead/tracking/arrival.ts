/** The touch of this page load, read as the app starts (campaign-start.ts), in the browser. */
import type { Touch } from "./campaign"

let arrival: Touch | undefined

/** Where the visitor is now, and from where they came. */
export const touchNow = (): Touch => ({
  search: window.location.search,
  href: window.location.href,
  referrer: document.referrer,
  now: new Date(),
})

/** This load's touch: read at the first call (as the app starts), the same one after. */
export const arrivalTouch = () => (arrival ??= touchNow())
