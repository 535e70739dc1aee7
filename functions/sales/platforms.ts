/** How each platform proves a webhook call and where its JSON holds the sale. */
import type { Platform } from "./receive"
import { amount, hmacSha1Hex, leadRef, record, sameSecret, text, type SaleStatus } from "./sale"

const HOTMART_STATUS: Record<string, SaleStatus> = {
  PURCHASE_APPROVED: "approved",
  PURCHASE_COMPLETE: "approved",
  PURCHASE_BILLET_PRINTED: "pending",
  PURCHASE_REFUNDED: "refunded",
  PURCHASE_CHARGEBACK: "chargeback",
  PURCHASE_CANCELED: "canceled",
  PURCHASE_EXPIRED: "canceled",
}

/** Hotmart's webhook 2.0.0: X-HOTMART-HOTTOK is the account's token; the link's xcod and sck in purchase.origin. */
export const hotmart: Platform = {
  verify: (request, _body, env) => sameSecret(request.headers.get("X-HOTMART-HOTTOK"), env.HOTMART_HOTTOK),
  toSale(payload) {
    const data = record(record(payload).data)
    const purchase = record(data.purchase)
    const price = record(purchase.price)
    const origin = record(purchase.origin)
    const event = text(record(payload).event) ?? ""
    // An event without a purchase (members' area, subscriptions) is kept under its own id.
    const transaction = text(purchase.transaction) ?? text(record(payload).id)
    if (!transaction) return undefined
    return {
      platform: "hotmart",
      transaction,
      event,
      status: HOTMART_STATUS[event] ?? "other",
      value: amount(price.value),
      currency: text(price.currency_value),
      email: text(record(data.buyer).email),
      leadRef: leadRef(text(origin.xcod), text(origin.sck)),
      product: text(record(data.product).id),
    }
  },
}

const KIWIFY_STATUS: Record<string, SaleStatus> = {
  paid: "approved",
  waiting_payment: "pending",
  refunded: "refunded",
  chargedback: "chargeback",
  refused: "canceled",
}

/** Kiwify's webhook: `?signature=` is the hex HMAC-SHA1 of the raw body keyed by the token; amounts in centavos. */
export const kiwify: Platform = {
  async verify(request, body, env) {
    if (!env.KIWIFY_TOKEN) return false
    return sameSecret(new URL(request.url).searchParams.get("signature"), await hmacSha1Hex(env.KIWIFY_TOKEN, body))
  },
  toSale(payload) {
    const order = record(payload)
    const transaction = text(order.order_id)
    if (!transaction) return undefined
    const status = text(order.order_status) ?? ""
    const commissions = record(order.Commissions)
    const centavos = amount(commissions.charge_amount)
    return {
      platform: "kiwify",
      transaction,
      event: text(order.webhook_event_type) ?? status,
      status: KIWIFY_STATUS[status] ?? "other",
      value: centavos === undefined ? undefined : centavos / 100,
      currency: text(commissions.currency) ?? text(commissions.product_base_price_currency),
      email: text(record(order.Customer).email),
      leadRef: leadRef(undefined, text(record(order.TrackingParameters).sck)),
      product: text(record(order.Product).product_id),
    }
  },
}
