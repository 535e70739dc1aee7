/** The funnel's events, named and shaped as GA4 and Meta recommend (the marketers' table: docs/guia-medicao.md). */
import type { Metric } from "web-vitals"
import { buildParams, type BuildLabels } from "../../content-model/build-environment"
import type { FunnelEvent } from "./send"

/** A plan or an offer as analytics and checkout links name it; `price` in reais. */
export type CheckoutItem = { id: string; name: string; price: number }

/** Lead sent: GA4 generate_lead in BRL at the plan's price; Meta Lead with eventID = lead_id. */
export function leadEvent(item: CheckoutItem, build: BuildLabels, leadId: string): FunnelEvent {
  const value = item.price
  const meta = { value, currency: "BRL", content_name: item.name, ...buildParams(build) }
  return {
    name: "generate_lead",
    params: { currency: "BRL", value, lead_id: leadId, plano: item.id, ...buildParams(build) },
    meta: { name: "Lead", params: meta, eventId: leadId },
  }
}

/** Checkout started: GA4 begin_checkout with the item; Meta InitiateCheckout (eventID = lead_id after a lead). */
export function beginCheckoutEvent(item: CheckoutItem, build: BuildLabels, leadId?: string): FunnelEvent {
  const value = item.price
  const items = [{ item_id: item.id, item_name: item.name, item_category: "subscription", quantity: 1, price: value }]
  const ecommerce = { currency: "BRL", value, items }
  const meta = { value, currency: "BRL", content_ids: [item.id], content_name: item.name, content_type: "product" }
  return {
    name: "begin_checkout",
    params: { ...ecommerce, ...buildParams(build) },
    ecommerce,
    meta: { name: "InitiateCheckout", params: { ...meta, num_items: 1, ...buildParams(build) }, eventId: leadId },
  }
}

/** How a visitor reached out: the contact widget's WhatsApp or the sales chat. */
export const CONTACT_METHODS = ["whatsapp", "sales_chat"] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

/** Contact clicked: GA4 `contact` with its method (GA4 has no recommended name for it); Meta Contact. */
export function contactEvent(method: ContactMethod, build: BuildLabels): FunnelEvent {
  const params = { method, ...buildParams(build) }
  return { name: "contact", params, meta: { name: "Contact", params } }
}

/** `value` is absent when the redirect carried no amount an offer holds: the purchase counts without revenue. */
export type Purchase = { transactionId: string; value?: number; currency: string }

/** Purchase on /obrigado: GA4 purchase; Meta Purchase with eventID = the transaction id. */
export function purchaseEvent({ transactionId, value, currency }: Purchase, build: BuildLabels): FunnelEvent {
  const amount = value === undefined ? {} : { value }
  const ecommerce = { transaction_id: transactionId, currency, ...amount }
  return {
    name: "purchase",
    params: { ...ecommerce, ...buildParams(build) },
    ecommerce,
    meta: { name: "Purchase", params: { currency, ...amount, ...buildParams(build) }, eventId: transactionId },
  }
}

/**
 * LCP, INP and CLS as GA4 events named after the metric, as the web-vitals README sends them; for GTM one
 * `web_vitals` event with the metric in `metric_name`. GA4 sums `value`: the delta, CLS (a unitless score) times
 * 1000 so that it survives GA4's rounding to integers.
 */
type Vital = Pick<Metric, "name" | "value" | "delta" | "id" | "rating">
export function vitalsEvent(
  { name, value, delta, id, rating }: Vital,
  pagePath: string,
  build: BuildLabels,
): FunnelEvent {
  return {
    name,
    dataLayerName: "web_vitals",
    params: {
      metric_name: name,
      value: Math.round(name === "CLS" ? delta * 1000 : delta),
      metric_id: id,
      metric_value: value,
      metric_delta: delta,
      metric_rating: rating,
      page_path: pagePath,
      ...buildParams(build),
    },
  }
}
