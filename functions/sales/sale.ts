/** One shape for a sale, whichever platform sold it, and the helpers that read a platform's JSON without trusting it. */
export type SaleStatus = "approved" | "pending" | "refunded" | "chargeback" | "canceled" | "other"

/** `event`: the platform's own name, for diagnosis; `leadRef`: the lead id the checkout link carried back. */
export interface Sale {
  platform: "hotmart" | "kiwify"
  transaction: string
  event: string
  status: SaleStatus
  value?: number
  currency?: string
  email?: string
  leadRef?: string
  product?: string
}

/** A UUID v4 as the browser's crypto.randomUUID() writes it. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The lead's reference: xcod first (Hotmart), then the "_l-<lead id>" that ends sck ("anuncio-7_v-main_l-<id>"). */
export function leadRef(xcod: string | undefined, sck: string | undefined): string | undefined {
  if (xcod && UUID_V4.test(xcod)) return xcod
  const fromSck = /_l-([^_]+)$/.exec(sck ?? "")?.[1]
  return fromSck && UUID_V4.test(fromSck) ? fromSck : undefined
}

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

export const text = (value: unknown): string | undefined =>
  typeof value === "number" ? String(value) : typeof value === "string" && value !== "" ? value : undefined

export function amount(value: unknown): number | undefined {
  const parsed = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : undefined
}

const encoder = new TextEncoder()
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map(byte => byte.toString(16).padStart(2, "0")).join("")
const sha256Hex = async (value: string) => hex(await crypto.subtle.digest("SHA-256", encoder.encode(value)))

/** The e-mail's hash as Meta and Google ask: trimmed and lower-cased, then SHA-256. */
export const emailSha256 = (email: string): Promise<string> => sha256Hex(email.trim().toLowerCase())

export async function hmacSha1Hex(key: string, body: ArrayBuffer): Promise<string> {
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ])
  return hex(await crypto.subtle.sign("HMAC", hmacKey, body))
}

/** Whether a secret sent equals ours, in constant time: both hashed first, so no length shows; unset never matches. */
export async function sameSecret(given: string | null, expected: string | undefined): Promise<boolean> {
  if (!given || !expected) return false
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}
