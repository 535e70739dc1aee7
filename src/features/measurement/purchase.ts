/**
 * The purchase a checkout's redirect to /obrigado carries, and the memory that
 * it was reported. Parameter names come from content (content/site.json →
 * purchaseParams, GA4's names by default). The address is anyone's to write,
 * so it is believed only as far as the site's offers go: without a transaction
 * id there is no purchase, in another currency neither, and its revenue counts
 * only when it is an amount an offer holds (a plan's price, the week's, an
 * instalment total); otherwise the purchase goes without revenue. The sale
 * itself comes from the platform's webhook, server-side (functions/api/vendas);
 * this is the browser's copy, with the same event id, so each platform counts
 * it once. A transaction is reported once from this browser: its id is
 * remembered in localStorage, and in memory when storage is refused.
 */
import { isRecord, readJson, writeJson, type KeyValueStore } from "../../lib/storage"
import type { Purchase } from "./events"

export interface PurchaseParamNames {
  transactionId: string
  value: string
  currency: string
}

/** localStorage key of the transaction ids already reported from this browser. */
export const PURCHASES_STORAGE_KEY = "formacao-magic:purchases"
/** The most recent ids kept: a buyer does not come back with more than a few. */
export const PURCHASES_KEPT = 20
const ID_MAX_LENGTH = 100

const first = (query: URLSearchParams, name: string): string | undefined =>
  query
    .getAll(name)
    .map(value => value.trim())
    .find(Boolean)

/** "2497", "2497.00", "2497,00" and "2.497,00" → 2497; anything else → undefined. */
export function readAmount(text: string | undefined): number | undefined {
  if (!text) return undefined
  let normal: string
  if (/^\d+(\.\d{1,2})?$/.test(text)) normal = text
  else if (/^\d+(,\d{1,2})?$/.test(text)) normal = text.replace(",", ".")
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normal = text.replace(/\./g, "").replace(",", ".")
  else return undefined
  return Number(normal)
}

/** The site sells in reais. */
const SITE_CURRENCY = "BRL"

/** The purchase in a query string, or undefined when it carries no transaction id or another currency. */
export function readPurchase(
  search: string,
  names: PurchaseParamNames,
  payable: readonly number[],
): Purchase | undefined {
  let query: URLSearchParams
  try {
    query = new URLSearchParams(search)
  } catch {
    return undefined
  }
  // eslint-disable-next-line no-control-regex -- control characters have no business in an id sent to GA4 and Meta
  const transactionId = first(query, names.transactionId)?.replace(/[\u0000-\u001f\u007f]/g, "")
  if (!transactionId) return undefined
  const currency = first(query, names.currency)?.toUpperCase() ?? SITE_CURRENCY
  if (currency !== SITE_CURRENCY) return undefined
  const value = readAmount(first(query, names.value))
  const offered = value !== undefined && payable.some(amount => Math.abs(amount - value) < 0.005)
  return { transactionId: transactionId.slice(0, ID_MAX_LENGTH), currency, ...(offered ? { value } : {}) }
}

const parseIds = (value: unknown): string[] | undefined =>
  isRecord(value) && Array.isArray(value.ids) ? value.ids.filter(id => typeof id === "string") : undefined

const reportedThisPage = new Set<string>()

/** True the first time a transaction id is claimed in this browser (storage) or, storage refused, in this page's life. */
export function claimPurchase(store: KeyValueStore | undefined, transactionId: string): boolean {
  if (reportedThisPage.has(transactionId)) return false
  const ids = readJson(store, PURCHASES_STORAGE_KEY, parseIds) ?? []
  if (ids.includes(transactionId)) {
    reportedThisPage.add(transactionId)
    return false
  }
  reportedThisPage.add(transactionId)
  writeJson(store, PURCHASES_STORAGE_KEY, { ids: [...ids, transactionId].slice(-PURCHASES_KEPT) })
  return true
}
