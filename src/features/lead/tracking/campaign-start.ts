/**
 * Campaign capture as the app starts: the touch is read at once, the capture's code comes after the page's load (no
 * first-load code); by then a client-side navigation may have changed the address, so it captures this touch.
 */
import { afterLoad } from "../../../lib/browser/after-load"
import { arrivalTouch, touchNow } from "./arrival"

const runtime = () => import("./campaign-runtime")
/** Without its code (offline, a new deploy) the capture is skipped: checkout links still work. */
const notLoaded = (error: unknown) => console.log("tracking: capture code did not load", error)

export function startCampaignCapture(): void {
  arrivalTouch()
  afterLoad(() => void runtime().then(module => module.captureArrival(), notLoaded))
}

/** A client-side navigation is a touch too: read now, captured once the code is here. */
export function captureRouteChange(): void {
  const touch = touchNow()
  void runtime().then(module => module.captureNow(touch), notLoaded)
}
