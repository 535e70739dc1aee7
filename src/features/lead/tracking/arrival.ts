/**
 * The touch of this page load (its address, referrer and time), read as the
 * app starts, in the browser. The campaign capture's code comes after the
 * page's load (campaign-start.ts); by then a client-side navigation may have
 * changed the address, so it captures the touch read here.
 */
import type { Touch, TrackingParams } from "./campaign"

let arrival: Touch | undefined
let campaign: (() => TrackingParams | undefined) | undefined

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

/** The capture's code hands over its reader once it has arrived (campaign-runtime.ts). */
export function provideCampaign(reader: () => TrackingParams | undefined): void {
  campaign = reader
}

/** The visitor's campaign, as consent allows, once the capture's code is here; a click that cannot wait reads this. */
export const campaignIfLoaded = (): TrackingParams | undefined => campaign?.()
