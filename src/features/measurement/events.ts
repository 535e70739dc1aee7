/**
 * The funnel's events, named and shaped as GA4 and Meta recommend
 * (GA4: generate_lead, begin_checkout, purchase; Meta: Lead, InitiateCheckout,
 * Contact, Purchase). Pure: the events are built here and sent by send.ts.
 * The table for marketers is in docs/guia-medicao.md.
 */
import { buildParams, type BuildLabels } from "../../content-model/build-environment"
import type { FunnelEvent } from "./send"

/** What analytics and checkout links say of a plan or an offer. */
export interface CheckoutItem {
  /** Plan id ('plus', 'max'). */
  id: string
  /** Plan name shown to the visitor. */
  name: string
  /** In reais (plans.json → price). */
  price: number
}

const gaItem = (item: CheckoutItem) => ({
  item_id: item.id,
  item_name: item.name,
  item_category: "subscription",
  quantity: 1,
  price: item.price,
})

/** Lead sent: GA4 generate_lead in BRL at the plan's price; Meta Lead with eventID = lead_id. */
export function leadEvent(item: CheckoutItem, build: BuildLabels, leadId: string): FunnelEvent {
  const value = item.price
  return {
    name: "generate_lead",
    params: { currency: "BRL", value, lead_id: leadId, plano: item.id, ...buildParams(build) },
    meta: {
      name: "Lead",
      params: { value, currency: "BRL", content_name: item.name, ...buildParams(build) },
      eventId: leadId,
    },
  }
}

/** Checkout started: GA4 begin_checkout with the item; Meta InitiateCheckout (eventID = lead_id after a lead). */
export function beginCheckoutEvent(item: CheckoutItem, build: BuildLabels, leadId?: string): FunnelEvent {
  const value = item.price
  const ecommerce = { currency: "BRL", value, items: [gaItem(item)] }
  return {
    name: "begin_checkout",
    params: { ...ecommerce, ...buildParams(build) },
    dataLayerExtra: { ecommerce },
    meta: {
      name: "InitiateCheckout",
      params: {
        value,
        currency: "BRL",
        content_ids: [item.id],
        content_name: item.name,
        content_type: "product",
        num_items: 1,
        ...buildParams(build),
      },
      eventId: leadId,
    },
  }
}

/** How a visitor reached out: the contact widget's WhatsApp or the sales chat. */
export const CONTACT_METHODS = ["whatsapp", "sales_chat"] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

/** Contact clicked: GA4 `contact` with its method (GA4 has no recommended name for it); Meta Contact. */
export function contactEvent(method: ContactMethod, build: BuildLabels): FunnelEvent {
  return {
    name: "contact",
    params: { method, ...buildParams(build) },
    meta: { name: "Contact", params: { method, ...buildParams(build) } },
  }
}

export interface Purchase {
  transactionId: string
  /** Absent when the redirect carried no readable value: the purchase still counts, without revenue. */
  value?: number
  currency: string
}

/** Purchase on /obrigado: GA4 purchase; Meta Purchase with eventID = the transaction id. */
export function purchaseEvent({ transactionId, value, currency }: Purchase, build: BuildLabels): FunnelEvent {
  const amount = value === undefined ? {} : { value }
  const ecommerce = { transaction_id: transactionId, currency, ...amount }
  return {
    name: "purchase",
    params: { ...ecommerce, ...buildParams(build) },
    dataLayerExtra: { ecommerce },
    meta: { name: "Purchase", params: { currency, ...amount, ...buildParams(build) }, eventId: transactionId },
  }
}
