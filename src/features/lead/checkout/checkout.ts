/**
 * Checkout addresses: the plan's or the offer's link from content, plus query
 * data. Values are URL-encoded, and a parameter the link already carries is
 * never replaced (a marketer may pin, say, utm_source on the link itself).
 *
 * Every address carries what the checkout platform's own reports and its
 * webhooks hand back (Hotmart, Kiwify):
 * - the visitor's tracked parameters, `src` unchanged;
 * - `sck`: the visitor's sck, the build's variant and, after a lead, the lead's
 *   id: `[<sck>_]v-<variant>[_l-<lead_id>]` ("anuncio-7_v-preco-b"). The A/B
 *   report reads the variant after the last "_v-", the sales webhooks the lead
 *   after "_l-" (Kiwify hands back only src, sck and utm_*);
 * - `xcod`: the lead's id, which Hotmart hands back as is;
 * - `variante`: the variant on its own.
 */
import type { TrackingParams } from "../tracking/campaign"

/** The visitor sees 'Processando...' this long before checkout (the spec's lead modal timing). */
export const PROCESSING_DELAY_MS = 1000

export type QueryData = Record<string, string | number | undefined | null>

/** Throws when `base` is not an absolute http(s) URL (see checkoutUrlOr). */
export function buildCheckoutUrl(base: string, data: QueryData): string {
  const url = new URL(base)
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`not a checkout address: ${base}`)
  const taken = new Set(url.searchParams.keys())
  const added: string[] = []
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === "" || taken.has(key)) continue
    taken.add(key)
    added.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  }
  if (added.length === 0) return url.toString()
  const existing = url.search.length > 1 ? `${url.search.slice(1)}&` : ""
  url.search = `?${existing}${added.join("&")}`
  return url.toString()
}

/** The checkout address with `data`, or the bare link when it cannot be built (the build validates links; an override may not). */
export function checkoutUrlOr(base: string, data: QueryData): string {
  try {
    return buildCheckoutUrl(base, data)
  } catch {
    return base
  }
}

/** "anuncio-7" + "preco-b" → "anuncio-7_v-preco-b"; no sck → "v-preco-b"; a lead adds "_l-<lead_id>". */
export function sckWithVariant(sck: string | undefined, variant: string, leadId?: string): string {
  return [sck, `v-${variant}`, leadId && `l-${leadId}`].filter(Boolean).join("_")
}

/** The attribution part of a checkout query, in a stable order: tracked parameters, then sck, xcod and variante. */
export function checkoutAttribution(params: TrackingParams | undefined, variant: string, leadId?: string): QueryData {
  return { ...params, sck: sckWithVariant(params?.sck, variant, leadId), xcod: leadId, variante: variant }
}

/** window.location.assign(url), or the fallback when the browser refuses the address. */
export function assignLocation(location: Pick<Location, "assign">, url: string, fallback: string): void {
  try {
    location.assign(url)
  } catch {
    location.assign(fallback)
  }
}

/** Runs one step on the visitor's way to checkout: a failure is logged and gives `fallback`, never stops them. */
export function guarded<T>(
  what: string,
  run: () => T,
  fallback: T,
  log: (...args: unknown[]) => void = console.log,
): T {
  try {
    return run()
  } catch (error) {
    log(`checkout: ${what} failed`, error)
    return fallback
  }
}
