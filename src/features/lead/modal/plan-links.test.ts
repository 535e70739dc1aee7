/**
 * @jest-environment jsdom
 */
import { isPlainClick } from "../../../lib/browser/plain-click"
import { dispatchClick, renderLink } from "../../../test-utils/dom"
import { closestPlanLink, delegatePlanLinks, planLinkAttributes } from "./plan-links"
import plansJson from "../../../../content/data/plans.json"

const { id } = plansJson.plans[0]
const checkoutUrl = "https://pay.example.com/premium"

const renderPlanLink = () => renderLink(checkoutUrl, planLinkAttributes(id), "Quero o Premium")
const click = dispatchClick

describe("plan links", () => {
  it("carry only the plan's id: the modal reads the plan from the lead's own data", () => {
    const link = renderPlanLink()
    expect(Object.keys(link.dataset)).toEqual(["plan"])
    expect(link.dataset.plan).toBe(id)
  })

  it("are found from a click on anything inside them", () => {
    const link = renderPlanLink()
    expect(closestPlanLink(link.querySelector("span"))).toBe(link)
    expect(closestPlanLink(document.body)).toBeNull()
    expect(closestPlanLink(null)).toBeNull()
  })

  it("leave modified and middle clicks to the browser", () => {
    const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick(plain)).toBe(true)
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false)
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false)
  })
})

describe("delegatePlanLinks", () => {
  let stop: () => void = () => undefined
  afterEach(() => stop())

  it("opens the modal for the clicked plan and cancels the navigation", () => {
    const link = renderPlanLink()
    const opened: string[] = []
    stop = delegatePlanLinks(
      window,
      chosen => opened.push(chosen) > 0,
      () => undefined,
    )
    const event = click(link.querySelector("span"))
    expect(opened).toEqual([id])
    expect(event.defaultPrevented).toBe(true)
  })

  it("keeps the plain link when the modal cannot open (no host, or a plan it does not know)", () => {
    const link = renderPlanLink()
    stop = delegatePlanLinks(
      window,
      () => false,
      () => undefined,
    )
    expect(click(link).defaultPrevented).toBe(false)
  })

  it("lets a Ctrl-click open the checkout in a new tab", () => {
    const link = renderPlanLink()
    const open = jest.fn(() => true)
    stop = delegatePlanLinks(window, open, () => undefined)
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it("ignores clicks elsewhere on the page", () => {
    renderPlanLink()
    const open = jest.fn(() => true)
    stop = delegatePlanLinks(window, open, () => undefined)
    click(document.body)
    expect(open).not.toHaveBeenCalled()
  })

  it("fetches the modal early on hover, focus or touch of a plan link only", () => {
    const link = renderPlanLink()
    const intent = jest.fn()
    stop = delegatePlanLinks(window, () => true, intent)
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }))
    expect(intent).not.toHaveBeenCalled()
    link.dispatchEvent(new Event("pointerover", { bubbles: true }))
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    link.dispatchEvent(new Event("touchstart", { bubbles: true }))
    expect(intent).toHaveBeenCalledTimes(3)
  })

  it("opens the modal even when the page stops the click from bubbling (a section not hydrated yet)", () => {
    const link = renderPlanLink()
    link.addEventListener("click", event => event.stopPropagation())
    const open = jest.fn(() => true)
    stop = delegatePlanLinks(window, open, () => undefined)
    expect(click(link).defaultPrevented).toBe(true)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it("stops listening once removed", () => {
    const link = renderPlanLink()
    const open = jest.fn(() => true)
    delegatePlanLinks(window, open, () => undefined)()
    click(link)
    expect(open).not.toHaveBeenCalled()
  })
})
