/**
 * Kiwify's webhook: the body is the order; `?signature=` is the hex HMAC-SHA1
 * of the raw body keyed by the webhook's token. Amounts are in centavos, and
 * the checkout link's sck comes back in TrackingParameters.
 */
import type { Platform } from "./receive"
import { amount, hmacSha1Hex, leadRef, record, sameSecret, text, type SaleStatus } from "./sale"

const STATUS: Record<string, SaleStatus> = {
  paid: "approved",
  waiting_payment: "pending",
  refunded: "refunded",
  chargedback: "chargeback",
  refused: "canceled",
}

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
      status: STATUS[status] ?? "other",
      value: centavos === undefined ? undefined : centavos / 100,
      currency: text(commissions.currency) ?? text(commissions.product_base_price_currency),
      email: text(record(order.Customer).email),
      leadRef: leadRef(undefined, text(record(order.TrackingParameters).sck)),
      product: text(record(order.Product).product_id),
    }
  },
}
