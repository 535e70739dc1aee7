/**
 * The purchase a checkout's redirect to /obrigado carries (site.json → purchaseParams). Anyone can write the address:
 * revenue counts only at an amount an offer holds. The platform's webhook (functions/api/vendas) sends the same event
 * id, so each platform counts it once; it is reported once per browser (or page life, storage refused).
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from "../../lib/storage"
import type { Purchase } from "./events"

export const PURCHASES_STORAGE_KEY = "formacao-magic:purchases"
export const PURCHASES_KEPT = 20

/** "2497", "2497.00", "2497,00" and "2.497,00" → 2497; anything else → undefined. */
export function readAmount(text: string | undefined): number | undefined {
  if (!text) return undefined
  if (/^\d+(\.\d{1,2})?$/.test(text)) return Number(text)
  if (/^\d+(,\d{1,2})?$/.test(text)) return Number(text.replace(",", "."))
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) return Number(text.replace(/\./g, "").replace(",", "."))
  return undefined
}

/** The purchase in a query string; undefined without a transaction id or in another currency than the site's BRL. */
export function readPurchase(
  search: string,
  names: { transactionId: string; value: string; currency: string },
  payable: readonly number[],
): Purchase | undefined {
  const query = new URLSearchParams(search)
  const first = (name: string) =>
    query
      .getAll(name)
      .find(value => value.trim())
      ?.trim()
  // eslint-disable-next-line no-control-regex -- control characters have no business in an id sent to GA4 and Meta
  const transactionId = first(names.transactionId)?.replace(/[\u0000-\u001f\u007f]/g, "")
  const currency = first(names.currency)?.toUpperCase() ?? "BRL"
  if (!transactionId || currency !== "BRL") return undefined
  const value = readAmount(first(names.value))
  const offered = value !== undefined && payable.some(amount => Math.abs(amount - value) < 0.005)
  return { transactionId: transactionId.slice(0, 100), currency, ...(offered ? { value } : {}) }
}

const parseIds = (value: unknown): string[] | undefined =>
  isRecord(value) && Array.isArray(value.ids) ? value.ids.filter(id => typeof id === "string") : undefined

const claimedThisPage = new Set<string>()

/** True the first time a transaction id is claimed in this browser (storage) or, storage refused, in this page's life. */
export function claimPurchase(store: KeyValueStore | undefined, transactionId: string): boolean {
  if (claimedThisPage.has(transactionId)) return false
  claimedThisPage.add(transactionId)
  const ids = readJson(store, PURCHASES_STORAGE_KEY, parseIds) ?? []
  if (ids.includes(transactionId)) return false
  writeJson(store, PURCHASES_STORAGE_KEY, { ids: [...ids, transactionId].slice(-PURCHASES_KEPT) })
  return true
}
