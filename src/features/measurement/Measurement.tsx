/** Contact clicks, and with analytics real visitors' speed after the load; each event checks its consent as sent. */
import { useEffect } from "react"
import { consentGranted, subscribeConsent } from "../consent/consent-state"
import type { AnalyticsWindow } from "../consent/tags/data-layer"
import { delegateContactLinks } from "./contact-links"
import { sendEvent, type MeasurementSettings } from "./send"
import { afterLoad } from "../../lib/browser/after-load"
import { useMeasurementSettings } from "./settings"
import { contactEvent, vitalsEvent } from "./events"

let vitalsStarted = false

function startWebVitals(settings: MeasurementSettings): void {
  if (vitalsStarted) return
  vitalsStarted = true
  // The landing page: the library reports this navigation's metrics, even after client-side route changes.
  const pagePath = window.location.pathname
  // A failed chunk is retried (plugins/chunk-load-retry).
  void import(/* webpackChunkName: "web-vitals", webpackExports: ["onCLS", "onINP", "onLCP"] */ "web-vitals").then(
    ({ onCLS, onINP, onLCP }) => {
      const report = (metric: Parameters<typeof vitalsEvent>[0]) =>
        sendEvent(window as AnalyticsWindow, vitalsEvent(metric, pagePath, settings.build), settings, consentGranted)
      // Each is reported when final (the page hidden, or for LCP the first input).
      onLCP(report)
      onINP(report)
      onCLS(report)
      // For tests and tools: the library is watching this page.
      document.documentElement.dataset.webVitals = "observing"
    },
  )
}

export function Measurement() {
  const { build, ga4Route } = useMeasurementSettings()
  const { variant, environment } = build

  useEffect(() => {
    const current = { build: { variant, environment }, ga4Route }
    const stopContacts = delegateContactLinks(window, method =>
      sendEvent(window as AnalyticsWindow, contactEvent(method, current.build), current, consentGranted),
    )
    const maybeStartVitals = () => consentGranted("analytics") && afterLoad(() => startWebVitals(current))
    maybeStartVitals()
    const unsubscribe = subscribeConsent(maybeStartVitals)
    // For tests and tools: contact clicks are reported from here on.
    document.documentElement.dataset.measurement = "ready"
    return () => {
      stopContacts()
      unsubscribe()
    }
  }, [variant, environment, ga4Route])

  return null
}
