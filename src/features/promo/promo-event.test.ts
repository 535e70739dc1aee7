/**
 * @jest-environment jsdom
 */
import {
  PROMO_EVENT,
  PROMO_EVENT_DELAY_MS,
  PROMO_LINK_ATTRIBUTE,
  delegatePromoLinks,
  dispatchPromoEvent,
  promoEventAge,
  recordPromoEvents,
} from "./promo-event"

describe("the promo event record (for a contact widget whose code arrives late)", () => {
  let now = 1_000_000
  beforeAll(() => recordPromoEvents(window, () => now))

  it("knows nothing before the banner's call to action", () => {
    expect(promoEventAge(now)).toBeNull()
  })

  it("tells how long ago the event fired", () => {
    dispatchPromoEvent(window)
    expect(promoEventAge(now + 1200)).toBe(1200)
  })

  it("counts from the latest event", () => {
    now += 60_000
    window.dispatchEvent(new CustomEvent("triggerWhatsAppPromo"))
    expect(promoEventAge(now + 10)).toBe(10)
  })
})

test("a click on a promo link, or inside it, fires the promo event a moment later; other clicks do not", () => {
  jest.useFakeTimers()
  const stop = delegatePromoLinks(window)
  const heard = jest.fn()
  window.addEventListener(PROMO_EVENT, heard)
  document.body.innerHTML = `<a href="#pricing" ${PROMO_LINK_ATTRIBUTE}><span>Quero</span></a><a href="#x">Outro</a>`
  document.querySelector("span")?.click()
  jest.advanceTimersByTime(PROMO_EVENT_DELAY_MS - 1)
  expect(heard).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(heard).toHaveBeenCalledTimes(1)
  document.querySelector<HTMLElement>('a[href="#x"]')?.click()
  jest.advanceTimersByTime(PROMO_EVENT_DELAY_MS)
  expect(heard).toHaveBeenCalledTimes(1)
  stop()
  window.removeEventListener(PROMO_EVENT, heard)
  jest.useRealTimers()
})
