import { beginCheckoutEvent, contactEvent, leadEvent, purchaseEvent, vitalsEvent } from "./events"
import { sendEvent, type MeasurementSettings } from "./send"
import { trackCheckout } from "./track"
import plansJson from "../../../content/data/plans.json"
import type { OptionalCategory } from "../consent/consent"

const [plus, max] = plansJson.plans.map(({ id, name, price }) => ({ id, name, price }))
const MAIN = { variant: "main", environment: "production" }
const LABELS = { variante: "main", ambiente: "production" }
const VIA_GTAG: MeasurementSettings = { build: MAIN, ga4Route: "gtag" }
const VIA_GTM: MeasurementSettings = { build: MAIN, ga4Route: "gtm" }
const grant =
  (...categories: OptionalCategory[]) =>
  (category: OptionalCategory) =>
    categories.includes(category)
type Page = { dataLayer?: unknown[]; fbq?: jest.Mock<undefined, unknown[]> }

/** gtag's Arguments entries as arrays; the dataLayer's objects as they are. */
const entries = (page: Page) =>
  (page.dataLayer ?? []).map(entry =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  )

describe("sendEvent", () => {
  it("with analytics: GA4 through gtag and the same event in the dataLayer for GTM; no pixel", () => {
    const page: Page = { fbq: jest.fn() }
    const event = contactEvent("whatsapp", MAIN)
    sendEvent(page, event, VIA_GTAG, grant("analytics"))
    expect(entries(page).slice(1)).toEqual([
      ["event", "contact", { method: "whatsapp", ...LABELS }],
      { event: "contact", method: "whatsapp", ...LABELS },
    ])
    expect(page.fbq).not.toHaveBeenCalled()
  })

  it("with GA4 in the GTM container: the dataLayer event only, its ecommerce object cleared first as GA4 asks", () => {
    const page: Page = {}
    const event = beginCheckoutEvent(max, MAIN)
    sendEvent(page, event, VIA_GTM, grant("analytics"))
    expect(entries(page)).toEqual([
      { ecommerce: null },
      { event: "begin_checkout", ...event.params, ecommerce: event.ecommerce },
    ])
  })

  it("with marketing: the pixel's standard event with the eventID a server-side event de-duplicates on, and GTM's", () => {
    const page: Page = { fbq: jest.fn() }
    sendEvent(
      page,
      purchaseEvent({ transactionId: "HP123", value: 2497, currency: "BRL" }, MAIN),
      VIA_GTAG,
      grant("marketing"),
    )
    expect(page.fbq).toHaveBeenCalledWith(
      "track",
      "Purchase",
      { currency: "BRL", value: 2497, ...LABELS },
      { eventID: "HP123" },
    )
    expect(entries(page)).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: "purchase", transaction_id: "HP123" }),
    ])
  })

  it("without consent sends nothing anywhere, not even to this page's dataLayer", () => {
    const page: Page = { fbq: jest.fn() }
    sendEvent(page, leadEvent(max, MAIN, "lead-2"), VIA_GTAG, grant())
    expect(page.dataLayer).toBeUndefined()
    expect(page.fbq).not.toHaveBeenCalled()
  })

  it("survives throwing tags", () => {
    const log = jest.fn()
    const fail = () => {
      throw new Error("blocked")
    }
    sendEvent(
      { gtag: fail, fbq: fail },
      contactEvent("sales_chat", MAIN),
      VIA_GTAG,
      grant("analytics", "marketing"),
      log,
    )
    expect(log).toHaveBeenCalledTimes(2)
  })
})

it("a lead sends generate_lead in BRL at the plan's price, then begin_checkout; both pixel events carry its id", () => {
  const page = { fbq: jest.fn<undefined, unknown[]>() }
  jest.spyOn(console, "log").mockImplementationOnce(() => undefined)
  trackCheckout(page, plus, VIA_GTAG, "lead-id", grant("analytics", "marketing"))
  const value = plus.price
  expect(entries(page).filter(Array.isArray).slice(1)).toEqual([
    ["event", "generate_lead", { currency: "BRL", value, lead_id: "lead-id", plano: plus.id, ...LABELS }],
    [
      "event",
      "begin_checkout",
      {
        currency: "BRL",
        value,
        items: [{ item_id: plus.id, item_name: plus.name, item_category: "subscription", quantity: 1, price: value }],
        ...LABELS,
      },
    ],
  ])
  expect(page.fbq.mock.calls.map(call => [call[1], call[3]])).toEqual([
    ["Lead", { eventID: "lead-id" }],
    ["InitiateCheckout", { eventID: "lead-id" }],
  ])
})

it("a web vital is a GA4 event named after its metric, tagged with page and variant, CLS scaled for GA4's integer sums", () => {
  const metric = { name: "CLS", value: 0.123, delta: 0.05, id: "v5-1", rating: "needs-improvement" } as const
  expect(vitalsEvent(metric, "/semana-cliente", MAIN)).toEqual({
    name: "CLS",
    dataLayerName: "web_vitals",
    params: {
      metric_name: "CLS",
      value: 50,
      metric_id: "v5-1",
      metric_value: 0.123,
      metric_delta: 0.05,
      metric_rating: "needs-improvement",
      page_path: "/semana-cliente",
      ...LABELS,
    },
  })
})
