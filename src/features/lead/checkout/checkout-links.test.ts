/** @jest-environment jsdom */
import { delegateCheckoutLinks } from "./checkout-links"
import { checkoutLinkAttributes, handleOfferLinks } from "../../customer-week/offer-links"
import { buildCheckoutUrl, checkoutAttribution } from "./checkout"
import { dispatchClick, renderLink } from "../../../test-utils/dom"
import renewalOffer from "../../../../content/data/renewalOffer.json"
import plansJson from "../../../../content/data/plans.json"

const item = { id: "max", name: "Max", price: renewalOffer.offerPrice }
const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

function listen() {
  const handlers = { plan: jest.fn(() => true), offer: jest.fn(), intent: jest.fn() }
  handleOfferLinks(Promise.resolve(handlers.offer), "main")
  return { handlers, stop: delegateCheckoutLinks(window, handlers) }
}

describe("the one checkout-link handler", () => {
  it("opens the form for a plan's button, and cancels its navigation", () => {
    const { handlers, stop } = listen()
    const link = renderLink("https://pay.example.com/max", { "data-plan": plansJson.plans[1].id }, "Quero")
    expect(dispatchClick(link.querySelector("span")).defaultPrevented).toBe(true)
    expect(handlers.plan).toHaveBeenCalledWith(plansJson.plans[1].id, link)
    handlers.plan.mockReturnValue(false)
    expect(dispatchClick(link).defaultPrevented).toBe(false)
    stop()
  })

  it("hands an offer's buy button its item, before any handler of the page (an unhydrated section stops clicks)", async () => {
    const { handlers, stop } = listen()
    await Promise.resolve()
    const link = renderLink("https://pay.example.com/renova", checkoutLinkAttributes(item), "Renovar")
    link.addEventListener("click", event => event.stopPropagation())
    expect(dispatchClick(link).defaultPrevented).toBe(true)
    expect(handlers.offer).toHaveBeenCalledWith(item, link)
    stop()
  })

  it("holds a buy button clicked before its code: busy, then the step once it arrives", async () => {
    const offer = jest.fn()
    let arrive: (handler: typeof offer) => void = () => undefined
    handleOfferLinks(new Promise(resolve => (arrive = resolve)), "main")
    const stop = delegateCheckoutLinks(window, { plan: () => false, intent: () => undefined })
    const link = renderLink("https://pay.example.com/renova", checkoutLinkAttributes(item), "Renovar")
    expect(dispatchClick(link).defaultPrevented).toBe(true)
    expect(link).toHaveAttribute("aria-busy", "true")
    arrive(offer)
    await Promise.resolve()
    expect(link).not.toHaveAttribute("aria-busy")
    expect(offer).toHaveBeenCalledWith(item, link)
    stop()
  })

  it("leaves modified and middle clicks, other links and a link missing its item to the browser", () => {
    const { handlers, stop } = listen()
    const link = renderLink("https://pay.example.com/renova", checkoutLinkAttributes(item), "Renovar")
    expect(dispatchClick(link, { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(dispatchClick(link, { button: 1 }).defaultPrevented).toBe(false)
    link.removeAttribute("data-checkout-price")
    expect(dispatchClick(link).defaultPrevented).toBe(false)
    expect(dispatchClick(renderLink("https://example.com/", {}, "outro")).defaultPrevented).toBe(false)
    stop()
    expect(handlers.offer).not.toHaveBeenCalled()
  })
})

describe("checkout addresses", () => {
  it("carry the visitor's data, campaign, variant and lead, encoded, never replacing what the link pins", () => {
    const url = buildCheckoutUrl("https://pay.example.com/max?sck=fixo&utm_source=site", {
      nome: "João D'Ávila",
      email: "ana+promo@x.com",
      ...checkoutAttribution({ utm_source: "google", src: "story", sck: "anúncio 7" }, "preco-b", "lead-1"),
    })
    expect(query(url)).toEqual({
      sck: "fixo",
      utm_source: "site",
      nome: "João D'Ávila",
      email: "ana+promo@x.com",
      src: "story",
      xcod: "lead-1",
      variante: "preco-b",
    })
    const fresh = buildCheckoutUrl("https://pay.example.com/max", checkoutAttribution({ sck: "anúncio 7" }, "main"))
    expect(query(fresh)).toEqual({ sck: "anúncio 7_v-main", variante: "main" })
    const lead = buildCheckoutUrl("https://pay.example.com/max", checkoutAttribution({}, "b", "L"))
    expect(query(lead)).toEqual({ sck: "v-b_l-L", xcod: "L", variante: "b" })
  })

  it.each(["", "not a url", "/relative", "javascript:alert(1)"])("are refused for %j", base => {
    expect(() => buildCheckoutUrl(base, { a: "1" })).toThrow()
  })
})
