import { beginCheckoutEvent, trackBeginCheckout, type AnalyticsWindow } from "./analytics"

const plus = { id: "plus", name: "Plus", price: "R$ 1.497" }

describe("begin_checkout", () => {
  it("sends GA4 begin_checkout in BRL with the parsed value, the item and the variant", () => {
    const gtag = jest.fn()
    trackBeginCheckout({ gtag }, plus, "main", () => undefined)
    expect(gtag).toHaveBeenCalledWith("event", "begin_checkout", {
      currency: "BRL",
      value: 1497,
      variante: "main",
      items: [{ item_id: "plus", item_name: "Plus", item_category: "subscription", quantity: 1, price: 1497 }],
    })
  })

  it("reads prices with cents", () => {
    expect(beginCheckoutEvent({ ...plus, price: "R$ 164,08" }, "b").value).toBe(164.08)
  })

  it("sends Meta InitiateCheckout with the same value when the pixel is present", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, { id: "max", name: "Max", price: "R$ 2.497" }, "preco-b", () => undefined)
    expect(fbq).toHaveBeenCalledWith(
      "track",
      "InitiateCheckout",
      expect.objectContaining({ value: 2497, currency: "BRL", variante: "preco-b" }),
    )
  })

  it("gives the pixel's checkout and lead events the lead's id as eventID, for de-duplication", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, plus, "main", () => undefined, "3f0c-lead-id")
    expect(fbq).toHaveBeenCalledWith("track", "InitiateCheckout", expect.objectContaining({ value: 1497 }), {
      eventID: "3f0c-lead-id",
    })
    expect(fbq).toHaveBeenCalledWith("track", "Lead", expect.objectContaining({ value: 1497, currency: "BRL" }), {
      eventID: "3f0c-lead-id",
    })
  })

  it("sends no Lead event without a lead (the renewal buy buttons)", () => {
    const fbq = jest.fn()
    trackBeginCheckout({ fbq }, plus, "main", () => undefined)
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
    expect(() => trackBeginCheckout(broken, plus, "main", log)).not.toThrow()
    expect(() => trackBeginCheckout({}, plus, "main", log)).not.toThrow()
    expect(log).toHaveBeenCalledWith("begin_checkout", expect.objectContaining({ value: 1497 }))
  })

  it("sends value 0 rather than NaN for a price it cannot read", () => {
    expect(beginCheckoutEvent({ ...plus, price: "grátis" }, "main").value).toBe(0)
  })
})
