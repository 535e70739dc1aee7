/**
 * Checkout links: the plan's link from content plus query data. Values are
 * URL-encoded, and a parameter the link already carries is never replaced
 * (a marketer may have pinned, say, utm_source on the link itself).
 */

/** The visitor sees 'Processando...' this long before checkout (the spec's lead modal timing). */
export const PROCESSING_DELAY_MS = 1000

export type QueryData = Record<string, string | undefined | null>

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
