/** POST /api/leads: a lead's attribution keys, from the site's own page (functions/sales/lead.ts). */
import { receiveLead } from "../sales/lead"
import { liveDeps, type SalesContext } from "../sales/receive"

export const onRequest = (context: SalesContext): Promise<Response> => receiveLead(context, liveDeps)
