import * as outbox from "./lead-outbox"
import type { OutboxEntry } from "./lead-outbox"

const { classifyResponse, dueEntries, enqueue, markAttempt, parseOutbox, prune, retryDelay, settle } = outbox
const { MAX_AGE_MS, MAX_ATTEMPTS, MAX_BODY_CHARS, MAX_ENTRIES, MAX_RETRY_DELAY_MS, RETRY_BASE_MS } = outbox

const T0 = Date.parse("2025-03-01T12:00:00Z")
const [HOOK_A, HOOK_B] = ["https://hooks.example.com/a", "https://crm.example.com/b"]
const delivery = (leadId: string, url = HOOK_A) => ({ leadId, url, body: JSON.stringify({ lead_id: leadId }) })

it.each([
  [[200, 201, 204], "delivered"],
  [[400, 404, 422], "rejected"],
  [[429, 408, 500, 503, 0, null, 302], "retry"],
] as const)("HTTP %p → %s", (statuses, outcome) => {
  for (const status of statuses) expect(classifyResponse(status)).toBe(outcome)
})

it("retries at the next load, then 1, 2, 4 … minutes apart up to the cap, and gives up after the last attempt", () => {
  expect([1, 2, 3, 4, 5, 40].map(retryDelay)).toEqual(
    [0, 1, 2, 4, 8].map(m => m * RETRY_BASE_MS).concat(MAX_RETRY_DELAY_MS),
  )
  let entries = enqueue([], delivery("L1"), T0)
  let now = T0 + 1
  let attempts = 1
  while (dueEntries(entries, now).length > 0) {
    entries = settle(markAttempt(entries, entries[0], now), entries[0], "retry", now)
    attempts++
    if (entries.length === 0) break
    const delay = retryDelay(entries[0].attempts)
    expect(dueEntries(entries, now + delay - 1)).toHaveLength(0)
    now += delay
  }
  expect(attempts).toBe(MAX_ATTEMPTS)
})

it("keeps one entry per lead and webhook, at most MAX_ENTRIES (the oldest go), and no oversized body", () => {
  let entries = enqueue(enqueue([], delivery("L1", HOOK_A), T0), delivery("L1", HOOK_B), T0)
  entries = enqueue(entries, delivery("L1", HOOK_A), T0 + 5)
  expect(entries.map(entry => entry.url)).toEqual([HOOK_B, HOOK_A])
  for (let i = 0; i < MAX_ENTRIES + 5; i++) entries = enqueue(entries, delivery(`L${i}`), T0 + i)
  expect(entries.map(entry => entry.leadId)).toEqual(Array.from({ length: MAX_ENTRIES }, (_, i) => `L${i + 5}`))
  expect(enqueue([], { leadId: "big", url: HOOK_A, body: "x".repeat(MAX_BODY_CHARS + 1) }, T0)).toEqual([])
})

it("removes a delivered or rejected entry for its webhook only, and keeps a retry", () => {
  const entries = [...enqueue([], delivery("L1", HOOK_A), T0), ...enqueue([], delivery("L1", HOOK_B), T0)]
  expect(settle(entries, { leadId: "L1", url: HOOK_A }, "delivered", T0)).toEqual([entries[1]])
  expect(settle(entries, { leadId: "L1", url: HOOK_B }, "rejected", T0)).toEqual([entries[0]])
  expect(settle(entries, { leadId: "L1", url: HOOK_A }, "retry", T0)).toEqual(entries)
})

it("drops entries past the 7-day cap or dated in the future (a wrong clock or garbage)", () => {
  const entries = enqueue([], delivery("old"), T0)
  expect(prune(entries, T0 + MAX_AGE_MS)).toHaveLength(1)
  expect(prune(entries, T0 + MAX_AGE_MS + 1)).toHaveLength(0)
  expect(prune(enqueue([], delivery("x"), T0 + 10 * 60_000), T0)).toHaveLength(0)
})

it("reads back well-formed entries only, at most MAX_ENTRIES, and nothing from a non-list", () => {
  const good: OutboxEntry = enqueue([], delivery("L1"), T0)[0]
  const changes: object[] = [{ url: "javascript:" }, { attempts: 0 }, { attempts: 1.5 }, { leadId: "" }, { body: 5 }]
  changes.push({ createdAt: "yesterday" }, { nextAttemptAt: null })
  expect(parseOutbox([good, null, "x", ...changes.map(change => ({ ...good, ...change }))])).toEqual([good])
  expect(parseOutbox(Array.from({ length: 100 }, () => good))).toHaveLength(MAX_ENTRIES)
  for (const value of [{}, "x", 5, null]) expect(parseOutbox(value)).toBeUndefined()
})
