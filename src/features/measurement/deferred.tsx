import { useSyncExternalStore } from "react"
import { consentGranted, subscribeConsent } from "../consent/consent-state"
import { deferredComponent } from "../../ui/deferred-component"

const MeasurementAfterConsent = deferredComponent("measurement", () =>
  import(/* webpackChunkName: "measurement" */ "./Measurement").then(module => module.Measurement),
)

const anyGranted = () => consentGranted("analytics") || consentGranted("marketing")
const serverSnapshot = () => false

/** Contact clicks and web-vitals, on every page: their code comes only once analytics or marketing is granted. */
export function DeferredMeasurement() {
  return useSyncExternalStore(subscribeConsent, anyGranted, serverSnapshot) ? <MeasurementAfterConsent /> : null
}
