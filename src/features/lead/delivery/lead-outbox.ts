/**
 * The lead outbox: every webhook delivery is written here before it is sent
 * and removed only when the receiver answers 2xx (delivered) or a 4xx other
 * than 408 and 429 (it will never accept it; 408 and 429 ask to try again). Pure functions over a list; the
 * browser side (lead-delivery.ts) persists it in localStorage.
 *
 * Schedule (documented in docs/features.md):
 * - attempt 1 is sent at submit (fetch keepalive);
 * - attempt 2 at the visitor's next page load on any route, whenever it comes;
 * - attempt n ≥ 3 at a page load at least RETRY_BASE_MS × 2^(n-3) after attempt n-1
 *   (1, 2, 4, 8 … minutes, at most MAX_RETRY_DELAY_MS);
 * - given up after MAX_ATTEMPTS attempts or MAX_AGE_MS after submit.
 * Caps: MAX_ENTRIES deliveries (oldest dropped first), MAX_BODY_CHARS per body.
 */
import { isRecord } from "../../../lib/storage"

export const OUTBOX_STORAGE_KEY = "formacao-magic:lead-outbox"
export const MAX_ATTEMPTS = 8
export const RETRY_BASE_MS = 60_000
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000
export const MAX_ENTRIES = 20
export const MAX_BODY_CHARS = 16_000

/** One lead to one webhook. */
export interface OutboxEntry {
  leadId: string
  url: string
  /** The JSON body, exactly as first sent, so every retry carries the same lead_id. */
  body: string
  /** Attempts started so far. */
  attempts: number
  createdAt: number
  /** Not retried before this time (ms since epoch). */
  nextAttemptAt: number
}

export type DeliveryOutcome = "delivered" | "rejected" | "retry"

/** What a response (or a network failure: null) means for the entry. */
export function classifyResponse(status: number | null): DeliveryOutcome {
  if (status === null || status === 0) return "retry"
  if (status >= 200 && status < 300) return "delivered"
  if (status === 429 || status === 408) return "retry"
  if (status >= 400 && status < 500) return "rejected"
  return "retry"
}

/** Wait before attempt `attempt + 1`, once `attempt` attempts have started. */
export function retryDelay(attempts: number): number {
  // The first retry waits for nothing but the next page load.
  if (attempts <= 1) return 0
  return Math.min(RETRY_BASE_MS * 2 ** (attempts - 2), MAX_RETRY_DELAY_MS)
}

const sameDelivery = (a: Pick<OutboxEntry, "leadId" | "url">, b: Pick<OutboxEntry, "leadId" | "url">) =>
  a.leadId === b.leadId && a.url === b.url

/** Drops what can no longer be sent: too many attempts, too old, or from the future (clock garbage). */
export function prune(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter(
    entry => entry.attempts < MAX_ATTEMPTS && now - entry.createdAt <= MAX_AGE_MS && entry.createdAt <= now + 60_000,
  )
}

/**
 * Adds a delivery whose first attempt starts now. The same lead to the same
 * webhook is kept once. Oversized bodies are not stored (they are still sent).
 */
export function enqueue(
  entries: readonly OutboxEntry[],
  delivery: { leadId: string; url: string; body: string },
  now: number,
): OutboxEntry[] {
  const rest = prune(entries, now).filter(entry => !sameDelivery(entry, delivery))
  if (delivery.body.length > MAX_BODY_CHARS) return rest
  const entry: OutboxEntry = { ...delivery, attempts: 1, createdAt: now, nextAttemptAt: now + retryDelay(1) }
  return [...rest, entry].slice(-MAX_ENTRIES)
}

/** Entries to send at this moment. */
export function dueEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return prune(entries, now).filter(entry => entry.nextAttemptAt <= now)
}

/**
 * Marks an attempt as started before it is sent: if the page dies while it is
 * in flight, the entry is already scheduled for its next retry.
 */
export function markAttempt(
  entries: readonly OutboxEntry[],
  target: Pick<OutboxEntry, "leadId" | "url">,
  now: number,
): OutboxEntry[] {
  return entries.map(entry => {
    if (!sameDelivery(entry, target)) return entry
    const attempts = entry.attempts + 1
    return { ...entry, attempts, nextAttemptAt: now + retryDelay(attempts) }
  })
}

/** Applies an attempt's outcome: delivered or rejected entries leave; retries stay scheduled (or are dropped at the caps). */
export function settle(
  entries: readonly OutboxEntry[],
  target: Pick<OutboxEntry, "leadId" | "url">,
  outcome: DeliveryOutcome,
  now: number,
): OutboxEntry[] {
  if (outcome !== "retry") return entries.filter(entry => !sameDelivery(entry, target))
  return prune(entries, now)
}

/** The stored outbox, keeping only well-formed entries (garbage is dropped, not crashed on). */
export function parseOutbox(value: unknown): OutboxEntry[] | undefined {
  if (!Array.isArray(value)) return undefined
  const entries = value.filter(
    (entry): entry is OutboxEntry =>
      isRecord(entry) &&
      typeof entry.leadId === "string" &&
      entry.leadId.length > 0 &&
      entry.leadId.length <= 100 &&
      typeof entry.url === "string" &&
      /^https?:\/\//.test(entry.url) &&
      typeof entry.body === "string" &&
      entry.body.length <= MAX_BODY_CHARS &&
      Number.isInteger(entry.attempts) &&
      (entry.attempts as number) >= 1 &&
      Number.isFinite(entry.createdAt) &&
      Number.isFinite(entry.nextAttemptAt),
  )
  return entries.slice(-MAX_ENTRIES)
}
