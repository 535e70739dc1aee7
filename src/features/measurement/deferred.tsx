import { useSyncExternalStore } from "react"
import { consentGranted, subscribeConsent } from "../consent/consent-state"
import { mountedLater } from "../../ui/mountedLater"

const MeasurementAfterConsent = mountedLater("measurement", () =>
  import(/* webpackChunkName: "measurement" */ "./Measurement").then(module => module.Measurement),
)

const anyGranted = () => consentGranted("analytics") || consentGranted("marketing")
const serverSnapshot = () => false

/**
 * Contact clicks and web-vitals, on every page (gatsby-browser wrapPageElement):
 * their code is fetched only once the visitor has granted analytics or
 * marketing, so a page without consent loads none of it.
 */
export function DeferredMeasurement() {
  const granted = useSyncExternalStore(subscribeConsent, anyGranted, serverSnapshot)
  return granted ? <MeasurementAfterConsent /> : null
}

/** /obrigado: the purchase its address carries, reported after mount. */
export const DeferredPurchaseReport = mountedLater<{ payable: readonly number[] }>("purchase", () =>
  import("./PurchaseReport").then(module => module.PurchaseReport),
)
