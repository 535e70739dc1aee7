/**
 * What a server-side Conversions API (Meta's, Google's enhanced conversions)
 * needs to match a buyer, read when the lead is sent; each only with the
 * consent it belongs to (docs/guia-medicao.md says which and why):
 * - marketing: `fbp` (Meta's _fbp cookie), `fbc` (_fbc, or built from fbclid
 *   in Meta's documented format fb.1.<creation time ms>.<fbclid>) and every
 *   ad platform's click id (gclid, gbraid, wbraid, fbclid, ttclid, msclkid):
 *   they exist to tie a conversion to an ad, which is what Consent Mode's
 *   ad_storage and ad_user_data (our marketing category) cover;
 * - analytics: the GA4 client id, from _ga (the last two dot-separated numbers).
 */
import type { OptionalCategory } from "../../consent/consent"
import { cleanText, type TrackingRecord } from "./campaign"

const COOKIE_MAX_LENGTH = 500

/** A cookie's value from document.cookie, decoded; undefined when absent or empty. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.split("=")
    if (key.trim() !== name) continue
    let value = rest.join("=").trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      // Kept as written.
    }
    const clean = cleanText(value, COOKIE_MAX_LENGTH)
    return clean || undefined
  }
  return undefined
}

/** "GA1.1.1234567890.1700000000" → "1234567890.1700000000"; undefined for anything else. */
export function gaClientId(ga: string | undefined): string | undefined {
  const match = ga ? /\.(\d+\.\d+)$/.exec(ga) : null
  return match?.[1]
}

/** Meta's fbc from a click id: fb.1.<time the click id was first seen, in ms>.<fbclid>. */
export function fbcFromClick(fbclid: string, seenAt: Date): string {
  return `fb.1.${seenAt.getTime()}.${fbclid}`
}

export interface ConversionIds {
  fbp?: string
  fbc?: string
  ga_client_id?: string
}

/** The touch that brought the fbclid in use: the last one with it, else the first. */
function fbclidTouch(last?: TrackingRecord, first?: TrackingRecord): TrackingRecord | undefined {
  return [last, first].find(touch => touch?.params.fbclid)
}

export function conversionIds(
  cookies: string,
  granted: readonly OptionalCategory[],
  last?: TrackingRecord,
  first?: TrackingRecord,
): ConversionIds {
  const ids: ConversionIds = {}
  if (granted.includes("marketing")) {
    const fbp = readCookie(cookies, "_fbp")
    if (fbp) ids.fbp = fbp
    const clicked = fbclidTouch(last, first)
    const fbc =
      readCookie(cookies, "_fbc") ??
      (clicked?.params.fbclid && fbcFromClick(clicked.params.fbclid, new Date(clicked.timestamp)))
    if (fbc) ids.fbc = fbc
  }
  if (granted.includes("analytics")) {
    const clientId = gaClientId(readCookie(cookies, "_ga"))
    if (clientId) ids.ga_client_id = clientId
  }
  return ids
}
