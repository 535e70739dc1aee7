/**
 * @jest-environment jsdom
 */
import { RENDER_ALL_ATTRIBUTE, SCROLL_SETTLE_MS, delegateInPageLinks, inPageTarget, scrollToSection } from "./scroll"
import { dispatchClick } from "../../test-utils/dom"

let scrolls: { id: string; options: ScrollIntoViewOptions | boolean | undefined; renderingAll: boolean }[] = []

beforeEach(() => {
  jest.useFakeTimers()
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE)
  scrolls = []
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolls.push({ id: this.id, options, renderingAll: document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE) })
  }
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia
  document.body.innerHTML = `
    <a id="cta" href="#pricing"><span>Quero aproveitar</span></a>
    <a id="external" href="https://pay.example.com/">Checkout</a>
    <a id="broken" href="#nowhere">Nada</a>
    <section id="pricing"><h2>Preços</h2></section>`
  window.history.replaceState(null, "", "/")
})
afterEach(() => jest.useRealTimers())

const click = (selector: string, init: MouseEventInit = {}) => dispatchClick(document.querySelector(selector), init)

describe("scrollToSection", () => {
  it("renders every section while it aims, scrolls smoothly and records the anchor", () => {
    expect(scrollToSection("pricing")).toBe(true)
    expect(scrolls).toEqual([{ id: "pricing", options: { block: "start", behavior: "smooth" }, renderingAll: true }])
    expect(window.location.hash).toBe("#pricing")
  })

  it("lets sections skip rendering again once scrolling has settled", () => {
    scrollToSection("pricing")
    jest.advanceTimersByTime(SCROLL_SETTLE_MS - 50)
    window.dispatchEvent(new Event("scroll"))
    jest.advanceTimersByTime(SCROLL_SETTLE_MS - 50)
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true)
    jest.advanceTimersByTime(100)
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false)
  })

  it("jumps without animation for visitors who prefer reduced motion", () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce"),
      media: query,
    })) as unknown as typeof window.matchMedia
    scrollToSection("pricing")
    expect(scrolls[0].options).toEqual({ block: "start", behavior: "auto" })
  })

  it("does nothing for a missing section", () => {
    expect(scrollToSection("nowhere")).toBe(false)
    expect(scrolls).toEqual([])
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false)
  })
})

describe("inPageTarget", () => {
  it("reads the section id of '#…' links only", () => {
    const link = document.createElement("a")
    link.setAttribute("href", "#pre%C3%A7os")
    expect(inPageTarget(link)).toBe("preços")
    link.setAttribute("href", "#")
    expect(inPageTarget(link)).toBeNull()
    link.setAttribute("href", "/obrigado#top")
    expect(inPageTarget(link)).toBeNull()
  })
})

describe("delegateInPageLinks", () => {
  let stop: () => void = () => undefined
  beforeEach(() => {
    stop = delegateInPageLinks(window)
  })
  afterEach(() => stop())

  it("scrolls a click on a '#section' link (or on its label) through scrollToSection", () => {
    const event = click("#cta span")
    expect(event.defaultPrevented).toBe(true)
    expect(scrolls.map(scroll => scroll.id)).toEqual(["pricing"])
  })

  it("leaves other links, missing targets and modified clicks to the browser", () => {
    expect(click("#external").defaultPrevented).toBe(false)
    expect(click("#broken").defaultPrevented).toBe(false)
    expect(click("#cta", { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(scrolls).toEqual([])
  })

  it("leaves links inside a dialog to the dialog", () => {
    const dialog = document.createElement("dialog")
    dialog.innerHTML = `<a id="in-dialog" href="#pricing">Ver planos</a>`
    document.body.append(dialog)
    expect(click("#in-dialog").defaultPrevented).toBe(false)
    expect(scrolls).toEqual([])
  })

  it("runs before the page's own listeners, which may stop the click from bubbling", () => {
    document.querySelector("#cta")?.addEventListener("click", event => event.stopPropagation())
    expect(click("#cta span").defaultPrevented).toBe(true)
    expect(scrolls.map(scroll => scroll.id)).toEqual(["pricing"])
  })
})
