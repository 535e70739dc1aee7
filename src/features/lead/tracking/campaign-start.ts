/** The touch is read as the app starts; the capture's code comes after the load (navigations may come first). */
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
