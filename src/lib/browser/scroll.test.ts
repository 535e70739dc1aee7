import { RENDER_ALL_ATTRIBUTE, SCROLL_SETTLE_MS, delegateInPageLinks, inPageTarget, scrollToSection } from "./scroll"
import { dispatchClick } from "../../test-utils/dom"

let scrolls: { id: string; options: unknown; renderingAll: boolean }[] = []
const renderingAll = () => document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)
const prefersReducedMotion = (reduce: boolean) => {
  window.matchMedia = (query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList
}

beforeEach(() => {
  jest.useFakeTimers()
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE)
  scrolls = []
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolls.push({ id: this.id, options, renderingAll: renderingAll() })
  }
  prefersReducedMotion(false)
  document.body.innerHTML = `
    <a id="cta" href="#pricing"><span>Quero aproveitar</span></a>
    <a id="external" href="https://pay.example.com/">Checkout</a>
    <a id="broken" href="#nowhere">Nada</a>
    <dialog><a id="in-dialog" href="#pricing">Ver planos</a></dialog>
    <section id="pricing"><h2>Preços</h2></section>`
  window.history.replaceState(null, "", "/")
})
afterEach(() => jest.useRealTimers())

const click = (selector: string, init: MouseEventInit = {}) => dispatchClick(document.querySelector(selector), init)

describe("scrollToSection", () => {
  it("renders every section while it aims, scrolls smoothly, records the anchor, and lets them skip once settled", () => {
    expect(scrollToSection("pricing")).toBe(true)
    expect(scrolls).toEqual([{ id: "pricing", options: { block: "start", behavior: "smooth" }, renderingAll: true }])
    expect(window.location.hash).toBe("#pricing")
    jest.advanceTimersByTime(SCROLL_SETTLE_MS - 50)
    window.dispatchEvent(new Event("scroll"))
    jest.advanceTimersByTime(SCROLL_SETTLE_MS - 50)
    expect(renderingAll()).toBe(true)
    jest.advanceTimersByTime(100)
    expect(renderingAll()).toBe(false)
  })

  it("jumps without animation for visitors who prefer reduced motion, and does nothing for a missing section", () => {
    prefersReducedMotion(true)
    scrollToSection("pricing")
    expect(scrolls[0].options).toEqual({ block: "start", behavior: "auto" })
    jest.runAllTimers()
    expect(scrollToSection("nowhere")).toBe(false)
    expect(scrolls).toHaveLength(1)
    expect(renderingAll()).toBe(false)
  })
})

it("reads the section id of '#…' links only", () => {
  const links = ["#pre%C3%A7os", "#", "/obrigado#top"].map(href => Object.assign(document.createElement("a"), { href }))
  expect(links.map(inPageTarget)).toEqual(["preços", null, null])
})

describe("delegateInPageLinks", () => {
  let stop = () => {}
  beforeEach(() => (stop = delegateInPageLinks(window)))
  afterEach(() => stop())

  it("scrolls a click on a '#section' link or its label, before the page's listeners, which may stop it", () => {
    document.querySelector("#cta")?.addEventListener("click", event => event.stopPropagation())
    expect(click("#cta span").defaultPrevented).toBe(true)
    expect(scrolls.map(scroll => scroll.id)).toEqual(["pricing"])
  })

  it("leaves other links, missing targets, modified clicks and links inside a dialog alone", () => {
    for (const [selector, init] of [["#external"], ["#broken"], ["#cta", { ctrlKey: true }], ["#in-dialog"]] as const)
      expect(click(selector, init).defaultPrevented).toBe(false)
    expect(scrolls).toEqual([])
  })
})
