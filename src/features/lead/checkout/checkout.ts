/**
 * Checkout addresses: a parameter the link carries is never replaced. `sck` = `[<sck>_]v-<variant>[_l-<lead_id>]`
 * (Kiwify hands back only src, sck and utm_*: the A/B report and the sales webhooks read it); Hotmart hands back xcod.
 */
import type { TrackingParams } from "../tracking/campaign"

/** The spec's lead modal timing: 'Processando...' this long before checkout. */
export const PROCESSING_DELAY_MS = 1000

type QueryData = Record<string, string | number | undefined>

export function buildCheckoutUrl(base: string, data: QueryData): string {
  const url = new URL(base)
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`not a checkout address: ${base}`)
  const taken = new Set(url.searchParams.keys())
  const added: string[] = []
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === "" || taken.has(key)) continue
    taken.add(key)
    added.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  }
  if (added.length > 0) url.search = `?${[url.search.slice(1), ...added].filter(Boolean).join("&")}`
  return url.toString()
}

/** The bare link when the address cannot be built (the build validates links; an override may not). */
export function checkoutUrlOr(base: string, data: QueryData): string {
  try {
    return buildCheckoutUrl(base, data)
  } catch {
    return base
  }
}

/** The attribution part of a checkout query, in a stable order: tracked parameters, then sck, xcod and variante. */
export function checkoutAttribution(params: TrackingParams | undefined, variant: string, leadId?: string): QueryData {
  const sck = [params?.sck, `v-${variant}`, leadId && `l-${leadId}`].filter(Boolean).join("_")
  return { ...params, sck, xcod: leadId, variante: variant }
}

/** The fallback when the browser refuses the address. */
export function assignLocation(location: Pick<Location, "assign">, url: string, fallback: string): void {
  try {
    location.assign(url)
  } catch {
    location.assign(fallback)
  }
}

/** One step on the visitor's way to checkout: a failure is logged and gives `fallback`, never stops them. */
export function guarded<T>(what: string, run: () => T, fallback: T): T {
  try {
    return run()
  } catch (error) {
    console.log(`checkout: ${what} failed`, error)
    return fallback
  }
}
