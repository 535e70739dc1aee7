import { claimPurchase, PURCHASES_KEPT, PURCHASES_STORAGE_KEY, readAmount, readPurchase } from "./purchase"
import { purchaseEvent } from "./events"
import { createMemoryStorage, type KeyValueStore } from "../../lib/storage"
import plansJson from "../../../content/data/plans.json"
import siteJson from "../../../content/site.json"
import { formatPrice } from "../../lib/price"

const NAMES = siteJson.purchaseParams

/** The plans' prices, as content stores them and a checkout's redirect carries them. */
const [PLUS, MAX] = plansJson.plans.map(plan => plan.price)
const PAYABLE = [PLUS, MAX]
/** A price as Brazilian text without the currency ("2.497"), and as US text with cents ("2,497.00"). */
const ptBr = (value: number) => value.toLocaleString("pt-BR")
const enUs = (value: number) => value.toLocaleString("en-US", { minimumFractionDigits: 2 })

describe("readPurchase", () => {
  it("reads the transaction, value and currency under the names content sets, or a platform's own", () => {
    expect(readPurchase(`?transaction_id=HP123&value=${MAX}&currency=brl`, NAMES, PAYABLE)).toEqual({
      transactionId: "HP123",
      value: MAX,
      currency: "BRL",
    })
    const names = { transactionId: "transaction", value: "price", currency: "moeda" }
    expect(readPurchase(`?transaction=HP9&price=${PLUS},00`, names, PAYABLE)).toMatchObject({ value: PLUS })
  })

  it("is no purchase without a transaction id, nor in another currency", () => {
    expect(readPurchase(`?value=${MAX}&currency=BRL`, NAMES, PAYABLE)).toBeUndefined()
    expect(readPurchase("?transaction_id=%20%20", NAMES, PAYABLE)).toBeUndefined()
    expect(readPurchase(`?transaction_id=T1&value=${MAX}&currency=USD`, NAMES, PAYABLE)).toBeUndefined()
  })

  it("reports revenue only when it is an amount an offer holds: an absurd, negative or unreadable one goes without", () => {
    for (const value of ["99999999999", "-2497", `${MAX + 1}`, "muito"]) {
      expect(readPurchase(`?transaction_id=T1&value=${value}`, NAMES, PAYABLE)).toEqual({
        transactionId: "T1",
        currency: "BRL",
      })
    }
  })
})

describe("readAmount", () => {
  it.each([
    [`${MAX}`, MAX],
    [`${MAX}.5`, MAX + 0.5],
    [`${MAX},00`, MAX],
    [`${ptBr(MAX)},90`, MAX + 0.9],
    [ptBr(MAX), MAX],
  ])("%s → %d", (text, amount) => expect(readAmount(text)).toBe(amount))

  it.each(["", "-5", "1e9", formatPrice(MAX), enUs(MAX)])("refuses %p", text =>
    expect(readAmount(text)).toBeUndefined(),
  )
})

describe("claimPurchase", () => {
  it("claims a transaction once in a browser: a reload or a second visit to the same link reports nothing", () => {
    const store = createMemoryStorage()
    expect(claimPurchase(store, "A-1")).toBe(true)
    expect(claimPurchase(store, "A-1")).toBe(false)
    expect(JSON.parse(store.getItem(PURCHASES_STORAGE_KEY) ?? "null")).toEqual({ ids: ["A-1"] })
    // Another page life (a reload) reads storage.
    let isolated: typeof import("./purchase") | undefined
    jest.isolateModules(() => (isolated = jest.requireActual<typeof import("./purchase")>("./purchase")))
    expect(isolated!.claimPurchase(store, "A-1")).toBe(false)
    expect(isolated!.claimPurchase(store, "A-2")).toBe(true)
  })

  it("with storage refused, still never twice in the same page life", () => {
    const refused: KeyValueStore = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      },
      removeItem: () => undefined,
    }
    expect(claimPurchase(refused, "B-1")).toBe(true)
    expect(claimPurchase(refused, "B-1")).toBe(false)
    expect(claimPurchase(undefined, "B-1")).toBe(false)
  })

  it("keeps the most recent ids only", () => {
    const store = createMemoryStorage()
    for (let index = 0; index < PURCHASES_KEPT + 5; index++) claimPurchase(store, `C-${index}`)
    const { ids } = JSON.parse(store.getItem(PURCHASES_STORAGE_KEY) ?? "null") as { ids: string[] }
    expect(ids).toHaveLength(PURCHASES_KEPT)
    expect(ids.at(-1)).toBe(`C-${PURCHASES_KEPT + 4}`)
  })
})

describe("purchaseEvent", () => {
  it("GA4 purchase with transaction_id, value and currency; Meta Purchase with eventID = the transaction id", () => {
    const event = purchaseEvent(
      { transactionId: "HP123", value: MAX, currency: "BRL" },
      { variant: "b", environment: "branch" },
    )
    expect(event.name).toBe("purchase")
    expect(event.params).toEqual({
      transaction_id: "HP123",
      value: MAX,
      currency: "BRL",
      variante: "b",
      ambiente: "branch",
    })
    expect(event.meta).toEqual({
      name: "Purchase",
      params: { currency: "BRL", value: MAX, variante: "b", ambiente: "branch" },
      eventId: "HP123",
    })
  })
})
