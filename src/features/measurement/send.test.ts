import { beginCheckoutEvent, contactEvent, leadEvent, purchaseEvent } from "./events"
import { sendEvent, type MeasurementSettings } from "./send"
import { trackLead } from "./track"
import plansJson from "../../../content/data/plans.json"
import type { OptionalCategory } from "../consent/consent"

/** The plans as content holds them; the events carry their prices as numbers. */
const [plus, max] = plansJson.plans.map(({ id, name, price }) => ({ id, name, price }))
const MAIN = { variant: "main", environment: "production" }
const VIA_GTAG: MeasurementSettings = { build: MAIN, ga4Route: "gtag" }
const VIA_GTM: MeasurementSettings = { build: MAIN, ga4Route: "gtm" }
const grant =
  (...categories: OptionalCategory[]) =>
  (category: OptionalCategory) =>
    categories.includes(category)

/** gtag's Arguments entries as arrays; the dataLayer's objects as they are. */
const entries = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).map(entry =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  )

describe("sendEvent", () => {
  it("with analytics: GA4 through gtag and the same event in the dataLayer for GTM", () => {
    const target: { dataLayer?: unknown[]; fbq?: jest.Mock } = { fbq: jest.fn() }
    const event = leadEvent(plus, MAIN, "lead-1")
    expect(sendEvent(target, event, VIA_GTAG, grant("analytics"))).toEqual({ analytics: true, marketing: false })
    const sent = entries(target.dataLayer)
    expect(sent).toContainEqual(["event", "generate_lead", event.params])
    expect(sent).toContainEqual({ event: "generate_lead", ...event.params })
    expect(target.fbq).not.toHaveBeenCalled()
  })

  it("with GA4 in the GTM container: only the dataLayer event, no gtag command", () => {
    const target: { dataLayer?: unknown[] } = {}
    sendEvent(target, contactEvent("whatsapp", MAIN), VIA_GTM, grant("analytics"))
    expect(entries(target.dataLayer)).toEqual([
      { event: "contact", method: "whatsapp", variante: "main", ambiente: "production" },
    ])
  })

  it("with marketing: the pixel's standard event, with the eventID a server-side event de-duplicates on", () => {
    const target = { fbq: jest.fn() }
    sendEvent(
      target,
      purchaseEvent({ transactionId: "HP123", value: 2497, currency: "BRL" }, MAIN),
      VIA_GTAG,
      grant("marketing"),
    )
    expect(target.fbq).toHaveBeenCalledWith(
      "track",
      "Purchase",
      { currency: "BRL", value: 2497, variante: "main", ambiente: "production" },
      { eventID: "HP123" },
    )
    // GTM's ad tags read the event too (under ad_storage); GA4 through gtag.js does not.
    expect(target).toMatchObject({ dataLayer: [{ ecommerce: null }, expect.objectContaining({ event: "purchase" })] })
  })

  it("without consent sends nothing anywhere, not even to this page's dataLayer", () => {
    const target: { dataLayer?: unknown[]; fbq?: jest.Mock } = { fbq: jest.fn() }
    sendEvent(target, leadEvent(max, MAIN, "lead-2"), VIA_GTAG, grant())
    expect(target.dataLayer).toBeUndefined()
    expect(target.fbq).not.toHaveBeenCalled()
  })

  it("clears GTM's ecommerce object before an ecommerce event, as GA4's guide for GTM asks", () => {
    const target: { dataLayer?: unknown[] } = {}
    const event = beginCheckoutEvent(max, MAIN)
    sendEvent(target, event, VIA_GTM, grant("analytics"))
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: "begin_checkout", ...event.params, ...event.dataLayerExtra },
    ])
  })

  it("survives throwing tags", () => {
    const log = jest.fn()
    const broken = {
      gtag: () => {
        throw new Error("blocked")
      },
      fbq: () => {
        throw new Error("blocked")
      },
    }
    expect(() =>
      sendEvent(broken, contactEvent("sales_chat", MAIN), VIA_GTAG, grant("analytics", "marketing"), log),
    ).not.toThrow()
    expect(log).toHaveBeenCalledTimes(2)
  })
})

describe("trackLead", () => {
  it("sends generate_lead in BRL at the plan's price, then begin_checkout; both pixel events carry the lead's id", () => {
    const target: { dataLayer?: unknown[]; fbq: jest.Mock<undefined, unknown[]> } = {
      fbq: jest.fn<undefined, unknown[]>(),
    }
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    trackLead(target, plus, VIA_GTAG, "3f0c-lead-id", grant("analytics", "marketing"))
    log.mockRestore()
    const value = plus.price
    const gtagEvents = entries(target.dataLayer).filter(entry => Array.isArray(entry))
    expect(gtagEvents.map(entry => (entry as unknown[])[1])).toEqual(["default", "generate_lead", "begin_checkout"])
    expect(gtagEvents[1]).toEqual([
      "event",
      "generate_lead",
      expect.objectContaining({
        currency: "BRL",
        value,
        lead_id: "3f0c-lead-id",
        variante: "main",
        ambiente: "production",
      }),
    ])
    expect(gtagEvents[2]).toEqual([
      "event",
      "begin_checkout",
      expect.objectContaining({
        currency: "BRL",
        value,
        items: [{ item_id: plus.id, item_name: plus.name, item_category: "subscription", quantity: 1, price: value }],
      }),
    ])
    expect(target.fbq.mock.calls.map(call => [call[1], call[3]])).toEqual([
      ["Lead", { eventID: "3f0c-lead-id" }],
      ["InitiateCheckout", { eventID: "3f0c-lead-id" }],
    ])
  })
})
