/**
 * Campaign capture as the app starts (gatsby-browser): the touch is read at
 * once, and its code (campaign-runtime.ts, with the storage it writes) comes
 * after the page's load, so that it adds nothing to the first load. A buy
 * button or a lead before that captures first (campaign-runtime.ts).
 */
import { afterLoad } from "../../../lib/browser/after-load"
import { recordArrival, touchNow } from "./arrival"

const runtime = () => import("./campaign-runtime")

/** At every page load. */
export function startCampaignCapture(): void {
  recordArrival()
  afterLoad(() => {
    runtime()
      .then(module => module.captureArrival())
      .catch((error: unknown) => console.log("tracking: capture code did not load", error))
  })
}

/** A client-side navigation is a touch too: read now, captured once the code is here. */
export function captureRouteChange(): void {
  const touch = touchNow()
  runtime()
    .then(module => module.captureNow(touch))
    .catch((error: unknown) => console.log("tracking: capture code did not load", error))
}
