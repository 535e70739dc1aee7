/** POST /api/vendas/kiwify: Kiwify's webhook (functions/sales/). */
import { kiwify } from "../../sales/platforms"
import { liveDeps, receiveWebhook, type SalesContext } from "../../sales/receive"

export const onRequest = (context: SalesContext): Promise<Response> => receiveWebhook(context, kiwify, liveDeps)
