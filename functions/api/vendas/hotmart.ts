/** POST /api/vendas/hotmart: Hotmart's webhook (functions/sales/). */
import { hotmart } from "../../sales/platforms"
import { liveDeps, receiveWebhook, type SalesContext } from "../../sales/receive"

export const onRequest = (context: SalesContext): Promise<Response> => receiveWebhook(context, hotmart, liveDeps)
