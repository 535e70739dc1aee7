/**
 * @jest-environment jsdom
 */
import { checkoutLinkAttributes, checkoutLinkItem } from "./checkout-link-attributes"
import {
  attributedCheckoutUrl,
  closestCheckoutLink,
  delegateCheckoutLinks,
  startCheckoutLinks,
  type CheckoutLinkDeps,
} from "./checkout-links"
import { assignLocation } from "./checkout-url"
import type { TrackingParams } from "../tracking/campaign"
import { dispatchClick, renderLink } from "../../../test-utils/dom"
import renewalOffer from "../../../../content/data/renewalOffer.json"
import { parsePrice } from "../../../lib/price"

// A price as the content writes it (the renewal offer's own, whatever it is today).
const item = { id: "max", name: "Max", price: renewalOffer.offerPrice }
const href = `https://pay.example.com/max?plano=Max&preco=${encodeURIComponent(item.price)}&origem=semana-cliente&variante=preco-b`
const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

const build = { variant: "preco-b", environment: "branch" }
const renderCheckoutLink = (attributes = checkoutLinkAttributes(item)) => renderLink(href, attributes, "Quero Renovar")
const click = dispatchClick

function deps(params: TrackingParams | undefined = { utm_source: "instagram", src: "story", sck: "anuncio-7" }) {
  return {
    build,
    tracking: jest.fn<TrackingParams | undefined, []>(() => params),
    beginCheckout: jest.fn<undefined, [typeof item, typeof build]>(),
    navigate: jest.fn<undefined, [string, string]>(),
    log: jest.fn(),
  } satisfies CheckoutLinkDeps
}

describe("checkout links", () => {
  it("read back the item they were rendered with", () => {
    expect(checkoutLinkItem(renderCheckoutLink())).toEqual(item)
  })

  it("are found from a click on anything inside them", () => {
    const link = renderCheckoutLink()
    expect(closestCheckoutLink(link.querySelector("span"))).toBe(link)
    expect(closestCheckoutLink(document.body)).toBeNull()
  })

  it("are left alone when an attribute is missing", () => {
    const link = renderCheckoutLink()
    link.removeAttribute("data-checkout-name")
    expect(checkoutLinkItem(link)).toBeNull()
  })
})

describe("attributedCheckoutUrl", () => {
  it("adds the campaign and tags sck with the variant, keeping the offer's query", () => {
    const url = attributedCheckoutUrl(href, { utm_source: "instagram", src: "story", sck: "anuncio-7" }, "preco-b")
    expect(query(url)).toEqual({
      plano: "Max",
      preco: item.price,
      origem: "semana-cliente",
      variante: "preco-b",
      utm_source: "instagram",
      src: "story",
      sck: "anuncio-7_v-preco-b",
    })
  })

  it("falls back to the href when it is not a checkout address", () => {
    expect(attributedCheckoutUrl("not a url", { src: "x" }, "main")).toBe("not a url")
  })
})

describe("delegateCheckoutLinks", () => {
  let stop: () => void = () => undefined
  afterEach(() => stop())

  it("sends a plain click to the checkout with the campaign and the variant, and records begin_checkout", () => {
    const given = deps()
    stop = delegateCheckoutLinks(window, given)
    const event = click(renderCheckoutLink().querySelector("span"))
    expect(event.defaultPrevented).toBe(true)
    expect(given.beginCheckout).toHaveBeenCalledWith(item, build)
    expect(given.navigate).toHaveBeenCalledTimes(1)
    const [target, fallback] = given.navigate.mock.calls[0]
    expect(fallback).toBe(href)
    expect(query(target)).toMatchObject({
      plano: "Max",
      preco: item.price,
      origem: "semana-cliente",
      src: "story",
      sck: "anuncio-7_v-preco-b",
      variante: "preco-b",
    })
  })

  it("acts before any handler of the page, so a section that has not hydrated changes nothing", () => {
    const given = deps()
    stop = delegateCheckoutLinks(window, given)
    const link = renderCheckoutLink()
    // What React does for a click inside a root it has not hydrated yet: it stops the event.
    link.addEventListener("click", event => event.stopPropagation())
    click(link)
    expect(given.navigate).toHaveBeenCalledTimes(1)
  })

  it("still reaches the checkout, with the variant, when the campaign cannot be read or analytics throws", () => {
    const given = deps()
    given.tracking.mockImplementation(() => {
      throw new Error("storage denied")
    })
    given.beginCheckout.mockImplementation(() => {
      throw new Error("gtag broke")
    })
    stop = delegateCheckoutLinks(window, given)
    click(renderCheckoutLink())
    expect(query(given.navigate.mock.calls[0][0])).toMatchObject({ sck: "v-preco-b", variante: "preco-b" })
    expect(given.log).toHaveBeenCalledTimes(2)
  })

  it("leaves modified and middle clicks, other links and handled clicks to the browser", () => {
    const given = deps()
    stop = delegateCheckoutLinks(window, given)
    const link = renderCheckoutLink()
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click(link, { button: 1 }).defaultPrevented).toBe(false)
    const other = document.createElement("a")
    other.href = "https://example.com/"
    document.body.append(other)
    expect(click(other).defaultPrevented).toBe(false)
    link.removeAttribute("data-checkout-price")
    expect(click(link).defaultPrevented).toBe(false)
    expect(given.navigate).not.toHaveBeenCalled()
  })

  it("stops listening when asked", () => {
    const given = deps()
    delegateCheckoutLinks(window, given)()
    click(renderCheckoutLink())
    expect(given.navigate).not.toHaveBeenCalled()
  })
})

describe("startCheckoutLinks", () => {
  it("installs one listener that records begin_checkout in gtag, with consent", () => {
    const gtag = jest.fn()
    const assign = jest.fn<undefined, [string]>()
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    const win = Object.assign(new EventTarget(), { gtag, location: { assign }, document }) as unknown as Window
    // With analytics granted: begin_checkout reaches GA4 (without consent nothing is sent).
    const settings = { build, ga4Route: "gtag" as const }
    startCheckoutLinks(
      win,
      () => ({ params: { src: "story" } }),
      settings,
      () => true,
    )
    startCheckoutLinks(
      win,
      () => ({ params: { src: "twice" } }),
      settings,
      () => true,
    )
    const link = renderCheckoutLink()
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    // The listener sits on `win`; hand it the event as the window would.
    Object.defineProperty(event, "target", { value: link })
    win.dispatchEvent(event)
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "begin_checkout",
      expect.objectContaining({ value: parsePrice(item.price) }),
    )
    expect(assign).toHaveBeenCalledTimes(1)
    expect(query(assign.mock.calls[0][0])).toMatchObject({ src: "story", sck: "v-preco-b" })
    expect(document.documentElement.dataset.checkoutLinks).toBe("ready")
    expect(log).toHaveBeenCalledWith(
      "begin_checkout",
      expect.objectContaining({ variante: "preco-b", ambiente: "branch" }),
    )
    log.mockRestore()
  })
})

describe("assignLocation", () => {
  it("goes to the fallback when the browser refuses the address", () => {
    const assign = jest.fn<undefined, [string]>().mockImplementationOnce(() => {
      throw new Error("SecurityError")
    })
    assignLocation({ assign }, "https://pay.example.com/x?bad", "https://pay.example.com/x")
    expect(assign.mock.calls).toEqual([["https://pay.example.com/x?bad"], ["https://pay.example.com/x"]])
  })
})
