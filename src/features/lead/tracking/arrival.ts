/**
 * The touch of this page load (its address, referrer and time), read as the
 * app starts, in the browser. The campaign capture's code comes after the
 * page's load (campaign-start.ts); by then a client-side navigation may have
 * changed the address, so it captures the touch read here.
 */
import type { Touch } from "./campaign"

let arrival: Touch | undefined

/** Where the visitor is now, and from where they came. */
export function touchNow(): Touch {
  return {
    search: window.location.search,
    href: window.location.href,
    referrer: document.referrer,
    now: new Date(),
  }
}

/** This load's touch: read at the first call (as the app starts), the same one after. */
export function arrivalTouch(): Touch {
  return (arrival ??= touchNow())
}
