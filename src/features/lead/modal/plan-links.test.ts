/**
 * @jest-environment jsdom
 */
import { isPlainClick } from "../../../lib/browser/plain-click"
import type { CheckoutPlan } from "../checkout/checkout-flow"
import { dispatchClick, renderLink } from "../../../test-utils/dom"
import { closestPlanLink, delegatePlanLinks, planFromLink, planLinkAttributes } from "./plan-links"
import plansJson from "../../../../content/data/plans.json"

const { id, name, price } = plansJson.plans[0]
const plan = { id, name, price }
const checkoutUrl = "https://pay.example.com/premium"

const renderPlanLink = () => renderLink(checkoutUrl, planLinkAttributes(plan), "Quero o Premium")
const click = dispatchClick

describe("plan links", () => {
  it("read back the plan they were rendered with, checkout address included", () => {
    const link = renderPlanLink()
    expect(planFromLink(link)).toEqual({ ...plan, checkoutUrl })
  })

  it("are found from a click on anything inside them", () => {
    const link = renderPlanLink()
    expect(closestPlanLink(link.querySelector("span"))).toBe(link)
    expect(closestPlanLink(document.body)).toBeNull()
    expect(closestPlanLink(null)).toBeNull()
  })

  it("are not taken for a plan when an attribute is missing", () => {
    const link = renderPlanLink()
    link.removeAttribute("data-plan-price")
    expect(planFromLink(link)).toBeNull()
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
    const opened: CheckoutPlan[] = []
    stop = delegatePlanLinks(
      window,
      chosen => opened.push(chosen) > 0,
      () => undefined,
    )
    const event = click(link.querySelector("span"))
    expect(opened).toEqual([{ ...plan, checkoutUrl }])
    expect(event.defaultPrevented).toBe(true)
  })

  it("keeps the plain link when the modal cannot open", () => {
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
