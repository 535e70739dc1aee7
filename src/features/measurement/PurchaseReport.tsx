/** /obrigado's purchase from the checkout's redirect: its events go once consent allows, once per transaction. */
import { useEffect } from "react"
import { consentGranted, subscribeConsent } from "../consent/consent-state"
import type { AnalyticsWindow } from "../consent/tags/data-layer"
import { useSiteSettings } from "../../content-model/useSiteSettings"
import { browserStorage } from "../../lib/storage"
import { purchaseEvent } from "./events"
import { claimPurchase, readPurchase } from "./purchase"
import { sendEvent } from "./send"
import { useMeasurementSettings } from "./settings"

/** `payable`: the amounts the offers hold (offerJson.payableAmounts, in the page's query). */
export function PurchaseReport({ payable }: { payable: readonly number[] }) {
  const { purchaseParams } = useSiteSettings()
  const { build, ga4Route } = useMeasurementSettings()
  const { variant, environment } = build
  const { transactionId, value, currency } = purchaseParams

  useEffect(() => {
    const purchase = readPurchase(window.location.search, { transactionId, value, currency }, payable)
    if (!purchase) return
    const settings = { build: { variant, environment }, ga4Route }
    // For tests and tools (<html data-purchase>): what became of the purchase in the address.
    const { dataset } = document.documentElement
    let done = false
    // Reported at the first grant of either category: at once for a returning visitor, or at the banner's answer.
    const report = () => {
      if (done) return
      if (!consentGranted("analytics") && !consentGranted("marketing")) {
        dataset.purchase = "awaiting-consent"
        return
      }
      done = true
      const first = claimPurchase(browserStorage(), purchase.transactionId)
      if (first) sendEvent(window as AnalyticsWindow, purchaseEvent(purchase, settings.build), settings, consentGranted)
      dataset.purchase = first ? "reported" : "seen-before"
    }
    const unsubscribe = subscribeConsent(report)
    report()
    return unsubscribe
  }, [transactionId, value, currency, variant, environment, ga4Route, payable])

  return null
}
