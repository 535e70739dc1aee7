/**
 * @jest-environment jsdom
 */
import { PROMO_BUBBLE_MS, dispatchPromoEvent, promoEventAge, recordPromoEvents } from "./promo"

describe("the promo event record (for a contact widget whose code arrives late)", () => {
  let now = 1_000_000
  beforeAll(() => recordPromoEvents(window, () => now))

  it("knows nothing before the banner's call to action", () => {
    expect(promoEventAge(now)).toBeNull()
  })

  it("tells how long ago the event fired while the bubble would still show", () => {
    dispatchPromoEvent(window)
    expect(promoEventAge(now + 1200)).toBe(1200)
  })

  it("forgets it once the bubble's time is over", () => {
    expect(promoEventAge(now + PROMO_BUBBLE_MS)).toBeNull()
  })

  it("counts from the latest event", () => {
    now += 60_000
    window.dispatchEvent(new CustomEvent("triggerWhatsAppPromo"))
    expect(promoEventAge(now + 10)).toBe(10)
  })
})
