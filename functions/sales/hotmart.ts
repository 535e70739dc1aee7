/**
 * Hotmart's webhook (version 2.0.0): the header X-HOTMART-HOTTOK carries the
 * account's token; the sale is in data.purchase, the buyer in data.buyer, and
 * the checkout link's xcod and sck come back in data.purchase.origin.
 */
import type { Platform } from "./receive"
import { amount, leadRef, record, sameSecret, text, type SaleStatus } from "./sale"

const STATUS: Record<string, SaleStatus> = {
  PURCHASE_APPROVED: "approved",
  PURCHASE_COMPLETE: "approved",
  PURCHASE_BILLET_PRINTED: "pending",
  PURCHASE_REFUNDED: "refunded",
  PURCHASE_CHARGEBACK: "chargeback",
  PURCHASE_CANCELED: "canceled",
  PURCHASE_EXPIRED: "canceled",
}

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
      status: STATUS[event] ?? "other",
      value: amount(price.value),
      currency: text(price.currency_value),
      email: text(record(data.buyer).email),
      leadRef: leadRef(text(origin.xcod), text(origin.sck)),
      product: text(record(data.product).id),
    }
  },
}
