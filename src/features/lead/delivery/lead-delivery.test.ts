import { createLeadDelivery, type FetchLike } from "./lead-delivery"
import { OUTBOX_STORAGE_KEY, retryDelay, type OutboxEntry } from "./lead-outbox"
import { createMemoryStorage, type KeyValueStore } from "../../../lib/storage"

const HOOKS = ["https://hooks.example.com/a", "https://crm.example.com/b"]
const lead = { lead_id: "L-1", nome: "Ana", email: "ana@x.com" }

interface Call {
  url: string
  init: RequestInit
}

/** The JSON body a webhook call carried. */
const bodyOf = (call: Call) => JSON.parse(call.init.body as string) as Record<string, unknown>

function setup(
  answer: (url: string, attempt: number) => number | Error,
  store: KeyValueStore | undefined = createMemoryStorage(),
) {
  const calls: Call[] = []
  let clock = Date.parse("2025-03-01T12:00:00Z")
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init })
    const result = answer(url, calls.filter(call => call.url === url).length)
    return result instanceof Error ? Promise.reject(result) : Promise.resolve({ status: result })
  }
  const logs: string[] = []
  const delivery = createLeadDelivery({
    storage: () => store,
    fetch,
    now: () => clock,
    log: message => logs.push(message),
  })
  const outbox = (): OutboxEntry[] => JSON.parse(store.getItem(OUTBOX_STORAGE_KEY) ?? "[]") as OutboxEntry[]
  return { delivery, calls, logs, outbox, advance: (ms: number) => (clock += ms) }
}

describe("send", () => {
  it("POSTs the same JSON to both webhooks with keepalive and logs each status", async () => {
    const { delivery, calls, logs, outbox } = setup(() => 200)
    await delivery.send(lead, HOOKS)
    expect(calls.map(call => call.url)).toEqual(HOOKS)
    for (const call of calls) {
      expect(call.init).toMatchObject({
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      })
      expect(bodyOf(call)).toEqual(lead)
    }
    expect(logs).toEqual([`lead webhook ${HOOKS[0]}: HTTP 200`, `lead webhook ${HOOKS[1]}: HTTP 200`])
    expect(outbox()).toEqual([])
  })

  it("writes to the outbox before sending", async () => {
    const store = createMemoryStorage()
    let seenAtSend = ""
    const { delivery } = setup(() => {
      seenAtSend = store.getItem(OUTBOX_STORAGE_KEY) ?? ""
      return 200
    }, store)
    await delivery.send(lead, HOOKS)
    expect((JSON.parse(seenAtSend) as OutboxEntry[]).map(entry => entry.leadId)).toEqual(["L-1", "L-1"])
  })

  it.each([
    ["HTTP 500", 500],
    ["HTTP 429", 429],
    ["a network error", new TypeError("Failed to fetch")],
  ])("keeps a delivery that failed with %s, and only that one", async (_, failure) => {
    const { delivery, outbox } = setup(url => (url === HOOKS[1] ? failure : 201))
    const outcomes = await delivery.send(lead, HOOKS)
    expect(outcomes).toEqual(["delivered", "retry"])
    expect(outbox()).toEqual([expect.objectContaining({ leadId: "L-1", url: HOOKS[1], attempts: 1 })])
  })

  it("drops a delivery the webhook rejects with a 4xx other than 429", async () => {
    const { delivery, outbox } = setup(() => 400)
    await delivery.send(lead, HOOKS)
    expect(outbox()).toEqual([])
  })

  it("still POSTs when storage throws on every call", async () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    const { delivery, calls } = setup(() => 200, broken)
    await expect(delivery.send(lead, HOOKS)).resolves.toEqual(["delivered", "delivered"])
    expect(calls).toHaveLength(2)
  })

  it("never rejects, even without fetch", async () => {
    const delivery = createLeadDelivery({
      storage: () => undefined,
      fetch: undefined,
      now: () => 0,
      log: () => undefined,
    })
    await expect(delivery.send(lead, HOOKS)).resolves.toEqual(["retry", "retry"])
  })
})

describe("flush (the next page loads)", () => {
  it("retries a failed delivery at the next load with the same lead_id, then forgets it once delivered", async () => {
    let down = true
    const { delivery, calls, outbox, advance } = setup(() => (down ? 429 : 200))
    await delivery.send(lead, HOOKS)
    expect(outbox()).toHaveLength(2)
    down = false
    advance(1000)
    await delivery.flush()
    expect(calls).toHaveLength(4)
    expect(calls.slice(2).map(call => bodyOf(call).lead_id)).toEqual(["L-1", "L-1"])
    expect(calls[2].init.keepalive).toBe(false)
    expect(outbox()).toEqual([])
  })

  it("backs off between later retries", async () => {
    const { delivery, calls, outbox, advance } = setup(() => 503)
    await delivery.send(lead, [HOOKS[0]])
    await delivery.flush() // attempt 2: the next load
    expect(calls).toHaveLength(2)
    expect(outbox()[0].attempts).toBe(2)
    await delivery.flush() // too soon for attempt 3
    expect(calls).toHaveLength(2)
    advance(retryDelay(2))
    await delivery.flush()
    expect(calls).toHaveLength(3)
  })

  it("does nothing with an empty or garbage outbox", async () => {
    const store = createMemoryStorage()
    store.setItem(OUTBOX_STORAGE_KEY, "{garbage")
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
