/** Every request passes here first: with AB_VARIANT_URL and AB_VARIANT_SHARE set, new visitors are split (ab-split/). */
import { handleRequest, type PagesContext } from "./ab-split/handler"
import type { AbEnv } from "./ab-split/split"

export const onRequest = (context: PagesContext<AbEnv>): Promise<Response> =>
  handleRequest(context, {
    random: Math.random,
    fetch: request => fetch(request),
    // Within this, Cloudflare's edge reaches another Pages deployment many times over; past it the control answers.
    variantTimeoutMs: 5_000,
    warn: message => console.warn(message),
  })
