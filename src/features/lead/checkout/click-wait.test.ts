/**
 * @jest-environment jsdom
 */
import { createClickWait, CLICK_WAIT_MS } from "./click-wait"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function setup() {
  const wentOn: HTMLAnchorElement[] = []
  return { wentOn, wait: createClickWait(link => wentOn.push(link)), link: document.createElement("a") }
}

it("marks the link busy at once and goes on to the checkout when its code does not come in time", () => {
  const { wentOn, wait, link } = setup()
  wait.start(link)
  expect(link.getAttribute("aria-busy")).toBe("true")
  jest.advanceTimersByTime(CLICK_WAIT_MS - 1)
  expect(wentOn).toEqual([])
  jest.advanceTimersByTime(1)
  expect(wentOn).toEqual([link])
  expect(link.hasAttribute("aria-busy")).toBe(false)
})

it("stays on the page when the code comes in time, and a later click waits afresh", () => {
  const { wentOn, wait, link } = setup()
  wait.start(link)
  wait.settle()
  jest.advanceTimersByTime(CLICK_WAIT_MS)
  expect(wentOn).toEqual([])
  expect(link.hasAttribute("aria-busy")).toBe(false)
  const other = document.createElement("a")
  wait.start(other)
  jest.advanceTimersByTime(CLICK_WAIT_MS)
  expect(wentOn).toEqual([other])
})

it("goes on at once when the code fails to load, and only once", () => {
  const { wentOn, wait, link } = setup()
  wait.start(link)
  wait.giveUp()
  expect(wentOn).toEqual([link])
  jest.advanceTimersByTime(CLICK_WAIT_MS)
  expect(wentOn).toEqual([link])
})
