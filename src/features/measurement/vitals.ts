/**
 * Real visitors' speed (Google's web-vitals library, loaded by
 * web-vitals-runtime.ts only after analytics consent and the page's load):
 * LCP, INP and CLS as GA4 events named after the metric, the way the
 * library's README sends them, tagged with the page and the variant. For GTM,
 * one dataLayer event, `web_vitals`, with the metric's name in `metric_name`.
 */
import type { Metric } from "web-vitals"
import { buildParams, type BuildLabels } from "../../content-model/build-environment"
import type { FunnelEvent } from "./send"

export type VitalMetric = Pick<Metric, "name" | "value" | "delta" | "id" | "rating">

/** GA4 sums `value`: the delta, CLS (a unitless score) times 1000 so that it survives rounding to integers. */
const scaled = (metric: VitalMetric, amount: number) => Math.round(metric.name === "CLS" ? amount * 1000 : amount)

export function vitalsEvent(metric: VitalMetric, pagePath: string, build: BuildLabels): FunnelEvent {
  return {
    name: metric.name,
    dataLayerName: "web_vitals",
    params: {
      metric_name: metric.name,
      value: scaled(metric, metric.delta),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      page_path: pagePath,
      ...buildParams(build),
    },
  }
}
