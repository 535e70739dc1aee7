/**
 * @jest-environment jsdom
 */
import { createClickWait, CLICK_WAIT_MS } from "./click-wait"

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 1
  return {
    setTimeout: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run })
      return next++
    },
    clearTimeout: (id: number) => void timers.delete(id),
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue
        timers.delete(id)
        timer.run()
      }
    },
  }
}

function setup() {
  const clock = manualClock()
  const wentOn: HTMLAnchorElement[] = []
  const wait = createClickWait(
    link => wentOn.push(link),
    () => clock,
  )
  const link = document.createElement("a")
  return { clock, wentOn, wait, link }
}

it("marks the link busy at once and goes on to the checkout when its code does not come in time", () => {
  const { clock, wentOn, wait, link } = setup()
  wait.start(link)
  expect(link.getAttribute("aria-busy")).toBe("true")
  clock.advance(CLICK_WAIT_MS - 1)
  expect(wentOn).toEqual([])
  clock.advance(1)
  expect(wentOn).toEqual([link])
  expect(link.hasAttribute("aria-busy")).toBe(false)
})

it("stays on the page when the code comes in time, and a later click waits afresh", () => {
  const { clock, wentOn, wait, link } = setup()
  wait.start(link)
  clock.advance(CLICK_WAIT_MS / 2)
  wait.settle()
  clock.advance(CLICK_WAIT_MS)
  expect(wentOn).toEqual([])
  expect(link.hasAttribute("aria-busy")).toBe(false)
  const other = document.createElement("a")
  wait.start(other)
  clock.advance(CLICK_WAIT_MS)
  expect(wentOn).toEqual([other])
})

it("goes on at once when the code fails to load, and only once", () => {
  const { clock, wentOn, wait, link } = setup()
  wait.start(link)
  wait.giveUp()
  clock.advance(CLICK_WAIT_MS)
  expect(wentOn).toEqual([link])
})
