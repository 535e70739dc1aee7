/**
 * Pages Functions middleware at the root: every request to the site passes
 * here first. With no A/B test configured it hands the request straight to the
 * static site; with AB_VARIANT_URL and AB_VARIANT_SHARE set it splits new
 * visitors between this deployment and the variant's (functions/ab-split/).
 */
import { handleRequest, type PagesContext } from "./ab-split/handler"
import type { AbEnv } from "./ab-split/split"

/** Within this, Cloudflare's edge reaches another Pages deployment many times over; past it the control answers. */
const VARIANT_TIMEOUT_MS = 5_000

export const onRequest = (context: PagesContext<AbEnv>): Promise<Response> =>
  handleRequest(context, {
    random: Math.random,
    fetch: request => fetch(request),
    variantTimeoutMs: VARIANT_TIMEOUT_MS,
    warn: message => {
      console.warn(message)
    },
  })
