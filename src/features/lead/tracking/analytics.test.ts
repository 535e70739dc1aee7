import { beginCheckoutEvent, trackBeginCheckout, type AnalyticsWindow } from "./analytics"
import plansJson from "../../../../content/data/plans.json"
import { parsePrice } from "../../../lib/price"

/** The plans as content holds them; the events carry their prices as numbers. */
const [plus, max] = plansJson.plans.map(({ id, name, price }) => ({ id, name, price }))
const MAIN = { variant: "main", environment: "production" }
const PREVIEW_B = { variant: "preco-b", environment: "preview" }

describe("begin_checkout", () => {
  it("sends GA4 begin_checkout in BRL with the parsed value, the item, the variant and the environment", () => {
    const gtag = jest.fn()
    trackBeginCheckout({ gtag }, plus, MAIN, () => undefined)
    expect(gtag).toHaveBeenCalledWith("event", "begin_checkout", {
      currency: "BRL",
      value: parsePrice(plus.price),
      variante: "main",
      ambiente: "production",
      items: [
        {
          item_id: plus.id,
          item_name: plus.name,
          item_category: "subscription",
          quantity: 1,
          price: parsePrice(plus.price),
        },
      ],
    })
  })

  it("reads prices with cents", () => {
    // A price with cents, as the pages write an instalment.
    expect(beginCheckoutEvent({ ...plus, price: "R$ 1.234,56" }, PREVIEW_B).value).toBe(1234.56)
  })

  it("sends Meta InitiateCheckout with the same value when the pixel is present", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, max, PREVIEW_B, () => undefined)
    expect(fbq).toHaveBeenCalledWith(
      "track",
      "InitiateCheckout",
      expect.objectContaining({
        value: parsePrice(max.price),
        currency: "BRL",
        variante: "preco-b",
        ambiente: "preview",
      }),
    )
  })

  it("gives the pixel's checkout and lead events the lead's id as eventID, for de-duplication", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, plus, MAIN, () => undefined, "3f0c-lead-id")
    expect(fbq).toHaveBeenCalledWith(
      "track",
      "InitiateCheckout",
      expect.objectContaining({ value: parsePrice(plus.price) }),
      {
        eventID: "3f0c-lead-id",
      },
    )
    expect(fbq).toHaveBeenCalledWith(
      "track",
      "Lead",
      expect.objectContaining({ value: parsePrice(plus.price), currency: "BRL", ambiente: "production" }),
      {
        eventID: "3f0c-lead-id",
      },
    )
  })

  it("sends no Lead event without a lead (the renewal buy buttons)", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, plus, MAIN, () => undefined)
    expect(fbq).toHaveBeenCalledTimes(1)
    expect(fbq.mock.calls[0]).toHaveLength(3)
  })

  it("logs to the console and survives missing or throwing tags", () => {
    const log = jest.fn()
    const broken: AnalyticsWindow = {
      gtag: () => {
        throw new Error("blocked")
      },
      fbq: () => {
        throw new Error("blocked")
      },
    }
    expect(() => trackBeginCheckout(broken, plus, MAIN, log)).not.toThrow()
    expect(() => trackBeginCheckout({}, plus, MAIN, log)).not.toThrow()
    expect(log).toHaveBeenCalledWith("begin_checkout", expect.objectContaining({ value: parsePrice(plus.price) }))
  })

  it("sends value 0 rather than NaN for a price it cannot read", () => {
    expect(beginCheckoutEvent({ ...plus, price: "grátis" }, MAIN).value).toBe(0)
  })
})
