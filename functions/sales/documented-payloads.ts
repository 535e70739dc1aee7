/** Hotmart's (2.0.0) and Kiwify's documented webhook examples, trimmed to the fields read: a Max plan (R$ 2.497). */
export function hotmartPayload(event: string, transaction: string, origin: { xcod?: string; sck?: string }) {
  return {
    id: "545e7d21-8fc4-4906-8fba-dcd7889f6481",
    event,
    version: "2.0.0",
    data: {
      product: { id: 0 },
      buyer: { email: "Ana.Souza@example.com" },
      purchase: { transaction, status: "APPROVED", price: { value: 2497, currency_value: "BRL" }, origin },
    },
  }
}

export function kiwifyPayload(orderStatus: string, orderId: string, sck: string) {
  return {
    order_id: orderId,
    order_status: orderStatus,
    webhook_event_type: orderStatus === "paid" ? "order_approved" : "pix_created",
    Product: { product_id: "da157a91-80a4-4458-933c-41e965077f6a" },
    Customer: { email: "Ana.Souza@example.com" },
    Commissions: { charge_amount: 249700, currency: "BRL" },
    TrackingParameters: { src: null, sck },
  }
}
