import { createLeadDelivery, LEAD_STORAGE_KEY, type FetchLike } from "./lead-delivery"
import { MAX_AGE_MS, OUTBOX_STORAGE_KEY, retryDelay, type OutboxEntry } from "./lead-outbox"
import { createMemoryStorage, type KeyValueStore } from "../../../lib/storage"

const HOOKS = ["https://hooks.example.com/a", "https://crm.example.com/b"]
const lead = { lead_id: "L-1", nome: "Ana", email: "ana@x.com" }

function setup(answer: (url: string) => number | Error, store: KeyValueStore = createMemoryStorage()) {
  const calls: { url: string; init: RequestInit; body: Record<string, unknown> }[] = []
  let clock = Date.parse("2025-03-01T12:00:00Z")
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init, body: JSON.parse(init.body as string) as Record<string, unknown> })
    const result = answer(url)
    return result instanceof Error ? Promise.reject(result) : Promise.resolve({ status: result })
  }
  const logs: string[] = []
  const delivery = createLeadDelivery({ storage: () => store, fetch, now: () => clock, log: m => logs.push(m) })
  const outbox = () => JSON.parse(store.getItem(OUTBOX_STORAGE_KEY) ?? "[]") as OutboxEntry[]
  return { delivery, calls, logs, outbox, store, advance: (ms: number) => (clock += ms) }
}

describe("send", () => {
  it("POSTs the same JSON to both webhooks with keepalive, stored first, and forgets the lead once delivered", async () => {
    const seen: string[] = []
    const { delivery, calls, logs, outbox, store } = setup(() => {
      seen.push(store.getItem(OUTBOX_STORAGE_KEY) ?? "", store.getItem(LEAD_STORAGE_KEY) ?? "")
      return 200
    })
    await delivery.send(lead, HOOKS)
    expect(calls.map(call => call.url)).toEqual(HOOKS)
    for (const call of calls) {
      expect(call.init).toMatchObject({
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      })
      expect(call.body).toEqual(lead)
    }
    expect((JSON.parse(seen[0]) as OutboxEntry[]).map(entry => entry.leadId)).toEqual(["L-1", "L-1"])
    expect(JSON.parse(seen[1])).toEqual(lead)
    expect(logs).toEqual(HOOKS.map(url => `lead webhook ${url}: HTTP 200`))
    expect(outbox()).toEqual([])
    expect(store.getItem(LEAD_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ["HTTP 500", 500],
    ["HTTP 429", 429],
    ["a network error", new TypeError("Failed to fetch")],
  ])("keeps a delivery that failed with %s, and only that one, with the lead's copy", async (_, failure) => {
    const { delivery, outbox, store } = setup(url => (url === HOOKS[1] ? failure : 201))
    expect(await delivery.send(lead, HOOKS)).toEqual(["delivered", "retry"])
    expect(outbox()).toEqual([expect.objectContaining({ leadId: "L-1", url: HOOKS[1], attempts: 1 })])
    expect(store.getItem(LEAD_STORAGE_KEY)).not.toBeNull()
  })

  it("drops a delivery the webhook rejects with a 4xx other than 408 and 429", async () => {
    const { delivery, outbox } = setup(() => 400)
    expect(await delivery.send(lead, HOOKS)).toEqual(["rejected", "rejected"])
    expect(outbox()).toEqual([])
  })

  it("still POSTs when storage throws on every call, and never rejects, even without fetch", async () => {
    const denied = () => {
      throw new Error("denied")
    }
    const { delivery, calls } = setup(() => 200, { getItem: denied, setItem: denied, removeItem: denied })
    await expect(delivery.send(lead, HOOKS)).resolves.toEqual(["delivered", "delivered"])
    expect(calls).toHaveLength(2)
    const noFetch = createLeadDelivery({ storage: () => undefined, fetch: undefined, now: () => 0, log: () => {} })
    await expect(noFetch.send(lead, HOOKS)).resolves.toEqual(["retry", "retry"])
  })
})

describe("flush (the next page loads)", () => {
  it("retries at the next load with the same lead_id, then backs off, and forgets the lead once delivered", async () => {
    let status = 503
    const { delivery, calls, outbox, advance, store } = setup(() => status)
    await delivery.send(lead, [HOOKS[0]])
    await delivery.flush() // attempt 2: the next load, however soon
    expect(calls.map(call => [call.body.lead_id, call.init.keepalive])).toEqual([
      ["L-1", true],
      ["L-1", false],
    ])
    expect(outbox()[0].attempts).toBe(2)
    await delivery.flush() // too soon for attempt 3
    expect(calls).toHaveLength(2)
    advance(retryDelay(2))
    status = 200
    await delivery.flush()
    expect(calls).toHaveLength(3)
    expect(outbox()).toEqual([])
    expect(store.getItem(LEAD_STORAGE_KEY)).toBeNull()
  })

  it("gives a delivery up after 7 days, and the lead's copy with it", async () => {
    const { delivery, calls, outbox, advance, store } = setup(() => 503)
    await delivery.send(lead, [HOOKS[0]])
    advance(MAX_AGE_MS + 1)
    await delivery.flush()
    expect(calls).toHaveLength(1)
    expect(outbox()).toEqual([])
    expect(store.getItem(LEAD_STORAGE_KEY)).toBeNull()
  })

  it("does nothing with a garbage outbox but remove it", async () => {
    const store = createMemoryStorage({ [OUTBOX_STORAGE_KEY]: "{garbage" })
    const { delivery, calls } = setup(() => 200, store)
    await expect(delivery.flush()).resolves.toEqual([])
    expect(calls).toHaveLength(0)
    expect(store.getItem(OUTBOX_STORAGE_KEY)).toBeNull()
  })

  it("does not resend a delivery that is still in flight on this page", async () => {
    let release: (value: { status: number }) => void = () => undefined
    const calls: string[] = []
    const store = createMemoryStorage()
    const delivery = createLeadDelivery({
      storage: () => store,
      fetch: url => {
        calls.push(url)
        return new Promise(resolve => (release = resolve))
      },
      now: () => 1,
      log: () => undefined,
    })
    const sending = delivery.send(lead, [HOOKS[0]])
    await delivery.flush()
    expect(calls).toHaveLength(1)
    release({ status: 200 })
    await sending
  })
})
