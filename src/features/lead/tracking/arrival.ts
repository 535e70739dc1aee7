/** The touch of this page load, read as the app starts (campaign-start.ts). */
import type { Touch, TrackingParams } from "./campaign"

let arrival: Touch | undefined
let campaign: (() => TrackingParams | undefined) | undefined

export const touchNow = (): Touch => ({
  search: window.location.search,
  href: window.location.href,
  referrer: document.referrer,
  now: new Date(),
})

/** This load's touch: read at the first call (as the app starts), the same one after. */
export const arrivalTouch = () => (arrival ??= touchNow())

/** The capture's code hands over its reader once it has arrived (campaign-runtime.ts). */
export const provideCampaign = (reader: () => TrackingParams | undefined) => void (campaign = reader)

/** The visitor's campaign, as consent allows, once the capture's code is here; a click that cannot wait reads this. */
export const campaignIfLoaded = (): TrackingParams | undefined => (campaign ? campaign() : undefined)
