/**
 * Analytics calls: GA4 through gtag (src/features/consent/tags/gtag.ts; calls queue
 * in this page's dataLayer, and leave the browser only once the visitor has
 * granted analytics and gtag.js loads), the Meta pixel through fbq (present
 * only after a marketing grant), and GTM-style pushes to dataLayer. Every
 * event carries the build's A/B variant. Nothing here throws: analytics never
 * blocks a sale.
 */
import { installGtag, type AnalyticsWindow } from "../../consent"
import { parsePrice } from "../../../lib/price"

export interface CheckoutItem {
  /** Plan id ('plus', 'max'). */
  id: string
  /** Plan name shown to the visitor. */
  name: string
  /** Price text from content, like 'R$ 1.497'. */
  price: string
}

export interface BeginCheckoutEvent {
  currency: "BRL"
  value: number
  variante: string
  items: Array<{ item_id: string; item_name: string; item_category: "subscription"; quantity: 1; price: number }>
}

export function beginCheckoutEvent(item: CheckoutItem, variant: string): BeginCheckoutEvent {
  const parsed = parsePrice(item.price)
  const value = Number.isNaN(parsed) ? 0 : parsed
  return {
    currency: "BRL",
    value,
    variante: variant,
    items: [{ item_id: item.id, item_name: item.name, item_category: "subscription", quantity: 1, price: value }],
  }
}

/**
 * GA4 begin_checkout, Meta InitiateCheckout (when the pixel is on the page) and
 * a console line. With a lead, the pixel also sends Lead, and both pixel
 * events carry eventID = the lead's lead_id, so a server-side forwarder of the
 * webhook can de-duplicate them against the Conversions API.
 */
export function trackBeginCheckout(
  target: AnalyticsWindow,
  item: CheckoutItem,
  variant: string,
  log: (...args: unknown[]) => void = console.log,
  leadId?: string,
): BeginCheckoutEvent {
  const event = beginCheckoutEvent(item, variant)
  try {
    // Into this page's dataLayer, behind the consent defaults if the tag loader has not queued them yet.
    installGtag(target)("event", "begin_checkout", event)
  } catch (error) {
    log("analytics: gtag failed", error)
  }
  try {
    if (typeof target.fbq === "function") {
      const dedup = leadId ? [{ eventID: leadId }] : []
      target.fbq(
        "track",
        "InitiateCheckout",
        {
          value: event.value,
          currency: event.currency,
          content_ids: [item.id],
          content_name: item.name,
          content_type: "product",
          num_items: 1,
          variante: variant,
        },
        ...dedup,
      )
      if (leadId) {
        target.fbq(
          "track",
          "Lead",
          { value: event.value, currency: event.currency, content_name: item.name, variante: variant },
          ...dedup,
        )
      }
    }
  } catch (error) {
    log("analytics: fbq failed", error)
  }
  log("begin_checkout", event)
  return event
}

export type { AnalyticsWindow }
