/**
 * @jest-environment jsdom
 */
import { PROMO_EVENT, PROMO_LINK_ATTRIBUTE, promoEventAge, startPromoEvents } from "./promo-event"

it("a click on a promo link, or inside it, fires the promo event a second later, remembered for a late widget", () => {
  jest.useFakeTimers({ now: 1_000_000 })
  startPromoEvents(window)
  const heard = jest.fn()
  window.addEventListener(PROMO_EVENT, heard)
  document.body.innerHTML = `<a href="#pricing" ${PROMO_LINK_ATTRIBUTE}><span>Quero</span></a><a href="#x">Outro</a>`
  document.querySelector("span")?.click()
  jest.advanceTimersByTime(999)
  expect(heard).not.toHaveBeenCalled()
  expect(promoEventAge()).toBeNull()
  jest.advanceTimersByTime(1)
  expect(heard).toHaveBeenCalledTimes(1)
  expect(promoEventAge(Date.now() + 1200)).toBe(1200)
  document.querySelector<HTMLElement>('a[href="#x"]')?.click()
  jest.advanceTimersByTime(5000)
  expect(heard).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})
