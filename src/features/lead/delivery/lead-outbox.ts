/**
 * The lead outbox: a delivery is written before it is sent and leaves on a 2xx, or a 4xx but 408 and 429. Attempt 1
 * at submit, 2 at the next load, n ≥ 3 at a load 1, 2, 4 … minutes later (at most 6 h), up to MAX_ATTEMPTS.
 */
import { isRecord } from "../../../lib/storage"

export const OUTBOX_STORAGE_KEY = "formacao-magic:lead-outbox"
export const MAX_ATTEMPTS = 8
export const RETRY_BASE_MS = 60_000
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000
export const MAX_ENTRIES = 20
export const MAX_BODY_CHARS = 16_000

export interface OutboxEntry {
  leadId: string
  url: string
  /** As first sent, so every retry carries the same lead_id. */
  body: string
  attempts: number
  createdAt: number
  nextAttemptAt: number
}

type Delivery = Pick<OutboxEntry, "leadId" | "url">
export type DeliveryOutcome = "delivered" | "rejected" | "retry"

/** What a response, or a network failure (null), means. */
export function classifyResponse(status: number | null): DeliveryOutcome {
  if (status === null) return "retry"
  if (status >= 200 && status < 300) return "delivered"
  return status >= 400 && status < 500 && status !== 408 && status !== 429 ? "rejected" : "retry"
}

/** The wait after `attempts` have started: the first retry waits only for the next load. */
export const retryDelay = (attempts: number): number =>
  attempts <= 1 ? 0 : Math.min(RETRY_BASE_MS * 2 ** (attempts - 2), MAX_RETRY_DELAY_MS)

const same = (a: Delivery, b: Delivery) => a.leadId === b.leadId && a.url === b.url

/** Drops what can no longer be sent: too many attempts, too old, or dated in the future (clock garbage). */
export function prune(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter(
    entry => entry.attempts < MAX_ATTEMPTS && now - entry.createdAt <= MAX_AGE_MS && entry.createdAt <= now + 60_000,
  )
}

/** Adds a delivery whose first attempt starts now, once per lead and webhook; an oversized body is sent, not kept. */
export function enqueue(entries: readonly OutboxEntry[], delivery: Delivery & { body: string }, now: number) {
  const rest = prune(entries, now).filter(entry => !same(entry, delivery))
  if (delivery.body.length > MAX_BODY_CHARS) return rest
  return [...rest, { ...delivery, attempts: 1, createdAt: now, nextAttemptAt: now }].slice(-MAX_ENTRIES)
}

export const dueEntries = (entries: readonly OutboxEntry[], now: number): OutboxEntry[] =>
  prune(entries, now).filter(entry => entry.nextAttemptAt <= now)

/** Counts an attempt before it is sent: should the page die meanwhile, its next retry is already scheduled. */
export function markAttempt(entries: readonly OutboxEntry[], target: Delivery, now: number): OutboxEntry[] {
  return entries.map(entry =>
    same(entry, target)
      ? { ...entry, attempts: entry.attempts + 1, nextAttemptAt: now + retryDelay(entry.attempts + 1) }
      : entry,
  )
}

/** A delivered or rejected delivery leaves; a retry stays scheduled, unless past the caps. */
export function settle(entries: readonly OutboxEntry[], target: Delivery, outcome: DeliveryOutcome, now: number) {
  return outcome === "retry" ? prune(entries, now) : entries.filter(entry => !same(entry, target))
}

/** The stored outbox's well-formed entries (garbage is dropped, not crashed on). */
export function parseOutbox(value: unknown): OutboxEntry[] | undefined {
  if (!Array.isArray(value)) return undefined
  const text = (field: unknown, max: number): field is string => typeof field === "string" && field.length <= max
  return value
    .filter(
      (entry): entry is OutboxEntry =>
        isRecord(entry) &&
        text(entry.leadId, 100) &&
        entry.leadId !== "" &&
        typeof entry.url === "string" &&
        /^https?:\/\//.test(entry.url) &&
        text(entry.body, MAX_BODY_CHARS) &&
        Number.isInteger(entry.attempts) &&
        (entry.attempts as number) >= 1 &&
        Number.isFinite(entry.createdAt) &&
        Number.isFinite(entry.nextAttemptAt),
    )
    .slice(-MAX_ENTRIES)
}
