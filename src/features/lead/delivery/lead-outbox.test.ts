import {
  classifyResponse,
  dueEntries,
  enqueue,
  markAttempt,
  MAX_AGE_MS,
  MAX_ATTEMPTS,
  MAX_BODY_CHARS,
  MAX_ENTRIES,
  MAX_RETRY_DELAY_MS,
  parseOutbox,
  prune,
  retryDelay,
  RETRY_BASE_MS,
  settle,
  type OutboxEntry,
} from "./lead-outbox"

const T0 = Date.parse("2025-03-01T12:00:00Z")
const HOOK_A = "https://hooks.example.com/a"
const HOOK_B = "https://crm.example.com/b"
const delivery = (leadId: string, url = HOOK_A) => ({ leadId, url, body: JSON.stringify({ lead_id: leadId }) })

describe("classifyResponse", () => {
  it.each([
    [200, "delivered"],
    [201, "delivered"],
    [204, "delivered"],
    [400, "rejected"],
    [404, "rejected"],
    [422, "rejected"],
    [429, "retry"],
    [408, "retry"],
    [500, "retry"],
    [503, "retry"],
    [0, "retry"],
    [null, "retry"],
    [302, "retry"],
  ] as const)("HTTP %p → %s", (status, outcome) => {
    expect(classifyResponse(status)).toBe(outcome)
  })
})

describe("retry schedule", () => {
  it("waits only for the next page load before the first retry, then doubles from a minute", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([0, 1, 2, 4, 8, 16].map(minutes => minutes * RETRY_BASE_MS))
  })

  it("never waits more than the cap", () => {
    expect(retryDelay(40)).toBe(MAX_RETRY_DELAY_MS)
  })

  it("plays out: due at the next load, then after each backoff, then given up", () => {
    let entries = enqueue([], delivery("L1"), T0)
    let now = T0 + 1
    let attempts = 1
    expect(dueEntries(entries, now)).toHaveLength(1) // the next page load, however soon
    while (dueEntries(entries, now).length > 0) {
      entries = markAttempt(entries, entries[0], now)
      attempts++
      entries = settle(entries, entries[0], "retry", now)
      if (entries.length === 0) break
      const delay = retryDelay(entries[0].attempts)
      expect(dueEntries(entries, now + delay - 1)).toHaveLength(0)
      now += delay
    }
    expect(attempts).toBe(MAX_ATTEMPTS)
    expect(entries).toHaveLength(0)
  })
})

describe("enqueue", () => {
  it("keeps one entry per lead and webhook (same lead_id is not duplicated)", () => {
    let entries = enqueue([], delivery("L1", HOOK_A), T0)
    entries = enqueue(entries, delivery("L1", HOOK_B), T0)
    entries = enqueue(entries, delivery("L1", HOOK_A), T0 + 5)
    expect(entries.map(entry => `${entry.leadId}@${entry.url}`).sort()).toEqual([`L1@${HOOK_A}`, `L1@${HOOK_B}`].sort())
  })

  it("caps the number of entries, dropping the oldest", () => {
    let entries: OutboxEntry[] = []
    for (let i = 0; i < MAX_ENTRIES + 5; i++) entries = enqueue(entries, delivery(`L${i}`), T0 + i)
    expect(entries).toHaveLength(MAX_ENTRIES)
    expect(entries[0].leadId).toBe("L5")
    expect(entries.at(-1)?.leadId).toBe(`L${MAX_ENTRIES + 4}`)
  })

  it("does not store an oversized body", () => {
    const entries = enqueue([], { leadId: "big", url: HOOK_A, body: "x".repeat(MAX_BODY_CHARS + 1) }, T0)
    expect(entries).toEqual([])
  })
})

describe("settle", () => {
  const entries = [...enqueue([], delivery("L1", HOOK_A), T0), ...enqueue([], delivery("L1", HOOK_B), T0)]

  it("removes a delivered or rejected entry, only for that webhook", () => {
    expect(settle(entries, { leadId: "L1", url: HOOK_A }, "delivered", T0)).toEqual([entries[1]])
    expect(settle(entries, { leadId: "L1", url: HOOK_B }, "rejected", T0)).toEqual([entries[0]])
  })

  it("keeps a retry", () => {
    expect(settle(entries, { leadId: "L1", url: HOOK_A }, "retry", T0)).toEqual(entries)
  })
})

describe("prune", () => {
  it("drops entries older than the age cap", () => {
    const entries = enqueue([], delivery("old"), T0)
    expect(prune(entries, T0 + MAX_AGE_MS)).toHaveLength(1)
    expect(prune(entries, T0 + MAX_AGE_MS + 1)).toHaveLength(0)
  })

  it("drops entries dated in the future (a wrong clock or garbage)", () => {
    expect(prune(enqueue([], delivery("x"), T0 + 10 * 60_000), T0)).toHaveLength(0)
  })
})

describe("parseOutbox", () => {
  const good = enqueue([], delivery("L1"), T0)[0]

  it("keeps well-formed entries only", () => {
    const parsed = parseOutbox([
      good,
      null,
      "x",
      { ...good, url: "javascript:alert(1)" },
      { ...good, attempts: 0 },
      { ...good, attempts: 1.5 },
      { ...good, leadId: "" },
      { ...good, body: 5 },
      { ...good, createdAt: "yesterday" },
      { ...good, nextAttemptAt: null },
    ])
    expect(parsed).toEqual([good])
  })

  it.each([{}, "x", 5, null])("rejects a non-list (%p)", value => {
    expect(parseOutbox(value)).toBeUndefined()
  })

  it("caps a stored list that is too long", () => {
    expect(parseOutbox(Array.from({ length: 100 }, () => good))).toHaveLength(MAX_ENTRIES)
  })
})
