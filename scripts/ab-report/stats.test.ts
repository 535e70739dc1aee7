/**
 * @jest-environment node
 */
import { credibleInterval, leadsPerVariantFor, posteriorDraws, probabilityBest, seededRandom } from "./stats"

describe("the beta-binomial model", () => {
  it("draws the same numbers from the same seed", () => {
    expect(posteriorDraws(3, 100, 5, seededRandom(7))).toEqual(posteriorDraws(3, 100, 5, seededRandom(7)))
    expect(posteriorDraws(3, 100, 5, seededRandom(7))).not.toEqual(posteriorDraws(3, 100, 5, seededRandom(8)))
  })

  it("centres each variant's draws on its Beta(1 + sales, 1 + leads - sales) posterior", () => {
    const draws = posteriorDraws(30, 1000, 50_000, seededRandom(1))
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length
    expect(mean).toBeCloseTo(31 / 1002, 3)
    const [low, high] = credibleInterval(draws)
    // The exact 2.5% and 97.5% quantiles of Beta(31, 971) are 0.0211 and 0.0425.
    expect(low).toBeCloseTo(0.0211, 3)
    expect(high).toBeCloseTo(0.0425, 3)
  })

  it("gives two equal variants about even chances, and a clearly better one nearly all", () => {
    const random = seededRandom(3)
    const even = probabilityBest([posteriorDraws(50, 1000, 40_000, random), posteriorDraws(50, 1000, 40_000, random)])
    expect(even[0]).toBeGreaterThan(0.47)
    expect(even[0]).toBeLessThan(0.53)
    expect(even[0] + even[1]).toBeCloseTo(1)
    const clear = probabilityBest([posteriorDraws(30, 1000, 40_000, random), posteriorDraws(60, 1000, 40_000, random)])
    expect(clear[1]).toBeGreaterThan(0.99)
  })
})

describe("leadsPerVariantFor", () => {
  it("is the two-proportion sample size at 95% confidence and 80% power", () => {
    // 3% to 3.6%: about 13,900 a side, as the usual calculators give.
    expect(leadsPerVariantFor(0.03, 0.2)).toBe(13_914)
    // 10% to 15%: 686 a side.
    expect(leadsPerVariantFor(0.1, 0.5)).toBe(686)
  })

  it("has no answer without a baseline, or beyond 100%", () => {
    expect(leadsPerVariantFor(0, 0.2)).toBeUndefined()
    expect(leadsPerVariantFor(0.9, 0.2)).toBeUndefined()
  })
})
