/**
 * Campaign capture as the app starts (gatsby-browser): the touch is read at once, and the capture's code
 * (campaign-runtime.ts, with the storage it writes) comes after the page's load, adding nothing to the first load;
 * by then a client-side navigation may have changed the address, so it captures the touch read here (arrival.ts).
 */
import { afterLoad } from "../../../lib/browser/after-load"
import { arrivalTouch, touchNow } from "./arrival"

const runtime = () => import("./campaign-runtime")
/** Without its code (offline, a new deploy) the capture is skipped: checkout links still work. */
const notLoaded = (error: unknown) => console.log("tracking: capture code did not load", error)

export function startCampaignCapture(): void {
  arrivalTouch()
  afterLoad(() => {
    runtime()
      .then(module => module.captureArrival())
      .catch(notLoaded)
  })
}

/** A client-side navigation is a touch too: read now, captured once the code is here. */
export function captureRouteChange(): void {
  const touch = touchNow()
  runtime()
    .then(module => module.captureNow(touch))
    .catch(notLoaded)
}
