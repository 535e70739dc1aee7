/** Fetched only after analytics consent and the page's load (Measurement.tsx): the web-vitals library itself. */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals"

/** Reports LCP, INP and CLS when each is final (the page hidden, or for LCP the first input). */
export function observeWebVitals(report: (metric: Metric) => void): void {
  onLCP(report)
  onINP(report)
  onCLS(report)
}
