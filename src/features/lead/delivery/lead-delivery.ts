/** Leads to the webhooks through the outbox: never throws or waits; the lead's copy lives only while pending. */
import * as outbox from "./lead-outbox"
import type { DeliveryOutcome, OutboxEntry } from "./lead-outbox"
import { isRecord, readJson, removeKey, writeJson, type KeyValueStore } from "../../../lib/storage"

export const LEAD_STORAGE_KEY = "formacao-magic:lead"
/** Retries give up after this long; the first attempt is never aborted (the page is leaving). */
const RETRY_TIMEOUT_MS = 15_000

export type FetchLike = (url: string, init: RequestInit) => Promise<{ status: number }>

export function createLeadDelivery(deps: {
  storage: () => KeyValueStore | undefined
  fetch: FetchLike | undefined
  now: () => number
  log: (message: string) => void
}) {
  // Deliveries in flight from this page: a flush must not send them twice.
  const inFlight = new Set<string>()
  const keyOf = (entry: Pick<OutboxEntry, "leadId" | "url">) => `${entry.leadId} ${entry.url}`
  const load = () => readJson(deps.storage(), outbox.OUTBOX_STORAGE_KEY, outbox.parseOutbox) ?? []
  const save = (entries: OutboxEntry[]) => {
    if (!writeJson(deps.storage(), outbox.OUTBOX_STORAGE_KEY, entries))
      deps.log("lead outbox: storage unavailable, lead sent without a retry copy")
  }
  /** Removes the lead's copy once nothing of it waits in the outbox. */
  const forgetDelivered = () => {
    const store = deps.storage()
    const leadId = readJson(store, LEAD_STORAGE_KEY, value => (isRecord(value) ? value.lead_id : undefined))
    if (leadId !== undefined && !load().some(entry => entry.leadId === leadId)) removeKey(store, LEAD_STORAGE_KEY)
  }

  async function post(entry: Pick<OutboxEntry, "leadId" | "url" | "body">, first: boolean): Promise<DeliveryOutcome> {
    const key = keyOf(entry)
    inFlight.add(key)
    let status: number | null = null
    const controller = !first && typeof AbortController !== "undefined" ? new AbortController() : undefined
    const timer = controller && setTimeout(() => controller.abort(), RETRY_TIMEOUT_MS)
    const json = { "Content-Type": "application/json" }
    // keepalive lets the first request outlive the navigation to checkout.
    const init = { method: "POST", headers: json, body: entry.body, keepalive: first, signal: controller?.signal }
    try {
      if (!deps.fetch) throw new Error("fetch is not available")
      status = (await deps.fetch(entry.url, init)).status
      deps.log(`lead webhook ${entry.url}: HTTP ${status}`)
    } catch (error) {
      deps.log(`lead webhook ${entry.url}: failed (${error instanceof Error ? error.message : String(error)})`)
    } finally {
      clearTimeout(timer)
      inFlight.delete(key)
    }
    const outcome = outbox.classifyResponse(status)
    try {
      save(outbox.settle(load(), entry, outcome, deps.now()))
      forgetDelivered()
    } catch {
      // Storage trouble is already logged by save; the outcome stands.
    }
    return outcome
  }

  return {
    send(lead: { lead_id: string }, webhooks: readonly string[]): Promise<DeliveryOutcome[]> {
      let body: string
      try {
        body = JSON.stringify(lead)
      } catch {
        return Promise.resolve([])
      }
      const deliveries = webhooks.map(url => ({ leadId: lead.lead_id, url, body }))
      try {
        writeJson(deps.storage(), LEAD_STORAGE_KEY, lead)
        save(deliveries.reduce((list, delivery) => outbox.enqueue(list, delivery, deps.now()), load()))
      } catch {
        // The POSTs below still go out.
      }
      return Promise.all(deliveries.map(delivery => post(delivery, true)))
    },

    async flush(): Promise<DeliveryOutcome[]> {
      let due: OutboxEntry[]
      try {
        const now = deps.now()
        const stored = load()
        const entries = outbox.prune(stored, now)
        due = outbox.dueEntries(entries, now).filter(entry => !inFlight.has(keyOf(entry)))
        if (due.length > 0) save(due.reduce((list, entry) => outbox.markAttempt(list, entry, now), entries))
        // Rewrite a quiet outbox only when pruning changed it, so most pages never write.
        else if (entries.length !== stored.length) save(entries)
        forgetDelivered()
      } catch {
        return []
      }
      return Promise.all(due.map(entry => post(entry, false)))
    },
  }
}
