import { claimPurchase, PURCHASES_KEPT, PURCHASES_STORAGE_KEY, readAmount, readPurchase } from "./purchase"
import { purchaseEvent } from "./events"
import { createMemoryStorage } from "../../lib/storage"
import plansJson from "../../../content/data/plans.json"
import siteJson from "../../../content/site.json"
import { formatPrice } from "../../lib/price"

const NAMES = siteJson.purchaseParams
/** The plans' prices, as content stores them and a checkout's redirect carries them. */
const [PLUS, MAX] = plansJson.plans.map(plan => plan.price)
const read = (query: string, names = NAMES) => readPurchase(query, names, [PLUS, MAX])
const storedIds = (store: Storage) =>
  (JSON.parse(store.getItem(PURCHASES_STORAGE_KEY) ?? "{}") as { ids: string[] }).ids

describe("readPurchase", () => {
  it("reads the transaction, value and currency under the names content sets, or a platform's own", () => {
    expect(read(`?transaction_id=HP123&value=${MAX}&currency=brl`)).toEqual({
      transactionId: "HP123",
      value: MAX,
      currency: "BRL",
    })
    const names = { transactionId: "transaction", value: "price", currency: "moeda" }
    expect(read(`?transaction=HP9&price=${PLUS},00`, names)).toMatchObject({ value: PLUS })
  })

  it.each([`?value=${MAX}&currency=BRL`, "?transaction_id=%20%20", `?transaction_id=T1&value=${MAX}&currency=USD`])(
    "is no purchase without a transaction id, nor in another currency: %s",
    query => expect(read(query)).toBeUndefined(),
  )

  it.each(["99999999999", "-2497", `${MAX + 1}`, "muito"])(
    "reports %s, not an amount an offer holds, without revenue",
    value => {
      expect(read(`?transaction_id=T1&value=${value}`)).toEqual({ transactionId: "T1", currency: "BRL" })
    },
  )
})

it.each<[string, number | undefined]>([
  [`${MAX}`, MAX],
  [`${MAX}.5`, MAX + 0.5],
  [`${MAX},00`, MAX],
  [`${MAX.toLocaleString("pt-BR")},90`, MAX + 0.9],
  [MAX.toLocaleString("pt-BR"), MAX],
  ...["", "-5", "1e9", formatPrice(MAX), MAX.toLocaleString("en-US", { minimumFractionDigits: 2 })].map(
    (text): [string, undefined] => [text, undefined],
  ),
])("reads the amount %p as %p", (text, amount) => expect(readAmount(text)).toBe(amount))

describe("claimPurchase", () => {
  it("claims a transaction once in a browser: a reload or a second visit to the same link reports nothing", () => {
    const store = createMemoryStorage()
    expect(claimPurchase(store, "A-1")).toBe(true)
    expect(claimPurchase(store, "A-1")).toBe(false)
    // Another page life (a reload) reads storage.
    let reloaded: typeof import("./purchase") | undefined
    jest.isolateModules(() => (reloaded = jest.requireActual<NonNullable<typeof reloaded>>("./purchase")))
    expect(reloaded?.claimPurchase(store, "A-1")).toBe(false)
    expect(reloaded?.claimPurchase(store, "A-2")).toBe(true)
    expect(storedIds(store)).toEqual(["A-1", "A-2"])
  })

  it("with storage refused, still never twice in the same page life", () => {
    const refused = createMemoryStorage()
    refused.setItem = refused.getItem = () => {
      throw new Error("denied")
    }
    expect(claimPurchase(refused, "B-1")).toBe(true)
    expect(claimPurchase(refused, "B-1")).toBe(false)
  })

  it("keeps the most recent ids only", () => {
    const store = createMemoryStorage()
    for (let index = 0; index < PURCHASES_KEPT + 5; index++) claimPurchase(store, `C-${index}`)
    expect(storedIds(store)).toHaveLength(PURCHASES_KEPT)
    expect(storedIds(store).at(-1)).toBe(`C-${PURCHASES_KEPT + 4}`)
  })
})

it("a purchase is GA4's purchase with its transaction, and Meta Purchase with eventID = the transaction id", () => {
  const event = purchaseEvent(
    { transactionId: "HP123", value: MAX, currency: "BRL" },
    { variant: "b", environment: "branch" },
  )
  const labels = { variante: "b", ambiente: "branch" }
  expect(event).toMatchObject({
    name: "purchase",
    params: { transaction_id: "HP123", value: MAX, currency: "BRL", ...labels },
    meta: { name: "Purchase", params: { currency: "BRL", value: MAX, ...labels }, eventId: "HP123" },
  })
})
