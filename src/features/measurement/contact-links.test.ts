/**
 * @jest-environment jsdom
 */
import { contactLinkAttributes, delegateContactLinks } from "./contact-links"
import { vitalsEvent } from "./vitals"

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const anchor = document.createElement("a")
  anchor.href = "https://wa.me/5511999990000"
  Object.entries(attributes).forEach(([name, value]) => anchor.setAttribute(name, value))
  anchor.innerHTML = "<span>WhatsApp</span>"
  document.body.append(anchor)
  return anchor
}

describe("delegateContactLinks", () => {
  afterEach(() => document.body.replaceChildren())

  it("reports a click anywhere inside a marked link, with its method, and leaves the link to open", () => {
    const onContact = jest.fn()
    const stop = delegateContactLinks(window, onContact)
    const anchor = link(contactLinkAttributes("whatsapp"))
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    anchor.querySelector("span")?.dispatchEvent(click)
    expect(onContact).toHaveBeenCalledWith("whatsapp")
    expect(click.defaultPrevented).toBe(false)
    stop()
    anchor.click()
    expect(onContact).toHaveBeenCalledTimes(1)
  })

  it("ignores unmarked links (the buyers' support on /obrigado is no sales contact) and unknown methods", () => {
    const onContact = jest.fn()
    const stop = delegateContactLinks(window, onContact)
    link({}).click()
    link({ "data-contact": "telefone" }).click()
    expect(onContact).not.toHaveBeenCalled()
    stop()
  })
})

describe("vitalsEvent", () => {
  it("names the GA4 event after the metric, tags page and variant, and scales CLS for GA4's integer sums", () => {
    const event = vitalsEvent(
      { name: "CLS", value: 0.123, delta: 0.05, id: "v5-1", rating: "needs-improvement" },
      "/semana-cliente",
      { variant: "preco-b", environment: "branch" },
    )
    expect(event).toEqual({
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
        variante: "preco-b",
        ambiente: "branch",
      },
    })
  })
})
