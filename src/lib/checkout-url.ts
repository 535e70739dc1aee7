/**
 * Checkout links: the plan's link from content plus query data. Values are
 * URL-encoded, and a parameter the link already carries is never replaced
 * (a marketer may have pinned, say, utm_source on the link itself).
 */

export type QueryData = Record<string, string | undefined | null>

/** Throws when `base` is not an absolute http(s) URL; callers fall back to the bare link. */
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
