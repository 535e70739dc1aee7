/**
 * Campaign capture as the app starts (gatsby-browser): the touch is read at
 * once, and its code (campaign-runtime.ts, with the storage it writes) comes
 * after the page's load, so that it adds nothing to the first load. A buy
 * button or a lead before that captures first (campaign-runtime.ts).
 */
import { afterLoad } from "../../../lib/browser/after-load"
import { arrivalTouch, touchNow } from "./arrival"

const runtime = () => import("./campaign-runtime")
/** Without its code (offline, a new deploy) the capture is skipped: checkout links still work. */
const notLoaded = (error: unknown) => console.log("tracking: capture code did not load", error)

/** At every page load. */
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
