/**
 * @jest-environment node
 */
import { instalmentTerms, instalmentText, surchargeFor } from "./instalments"

describe("instalments as the checkout charges them", () => {
  it("splits the price with the surcharge into equal instalments, the total being what the buyer pays", () => {
    expect(instalmentTerms(1000, 10, 20)).toEqual({ count: 10, value: 120, total: 1200, price: 1000 })
    // A third of a cent is dropped from each instalment: the total is count × instalment, not the price × rate.
    expect(instalmentTerms(100, 3, 0)).toEqual({ count: 3, value: 33.33, total: 99.99, price: 100 })
  })

  it("rounds half a cent up, as a checkout does, with no floating-point error", () => {
    // 1,01 / 2 = 0,505: 0.505 * 100 is 50.49999… in floating point.
    expect(instalmentTerms(1, 2, 1)?.value).toBe(0.51)
  })

  it("reproduces a checkout's table: a surcharge of 31.53% in 12x", () => {
    expect(instalmentTerms(1497, 12, 31.53)).toMatchObject({ value: 164.08, total: 1968.96 })
    expect(instalmentTerms(2497, 12, 31.53)).toMatchObject({ value: 273.69, total: 3284.28 })
  })

  it("has no terms when a figure is missing", () => {
    expect(instalmentTerms(Number.NaN, 12, 10)).toBeUndefined()
    expect(instalmentTerms(1000, 12, Number.NaN)).toBeUndefined()
    expect(instalmentTerms(1000, 0, 10)).toBeUndefined()
  })

  it("finds the surcharge of a count in the table; one payment has none", () => {
    const rates = [{ count: 12, surcharge: 31.53 }]
    expect(surchargeFor(rates, 12)).toBe(31.53)
    expect(surchargeFor(rates, 1)).toBe(0)
    expect(surchargeFor(rates, 10)).toBeNaN()
  })

  it("writes the terms in content's words, every figure as the pages write prices, never broken after R$", () => {
    const terms = instalmentTerms(1000, 10, 20)!
    expect(instalmentText("{count}x de {value} (total {total}) ou {price} à vista", terms)).toBe(
      "10x de R$\u00a0120 (total R$\u00a01.200) ou R$\u00a01.000 à vista",
    )
  })
})
