/**
 * The statistics of the read-out: a Bayesian beta-binomial model.
 * Each variant's conversion gets a Beta(1 + sales, 1 + leads - sales)
 * posterior (a uniform prior: every rate equally likely before the test);
 * Monte Carlo draws from every posterior give the probability that each
 * variant has the highest rate, and each one's 95% credible interval.
 * The draws come from a seeded generator, so a report is the same every time.
 */

export type Random = () => number

/** Mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A standard normal draw (Box-Muller). */
function normal(random: Random): number {
  const u = 1 - random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/** A Gamma(shape, 1) draw for shape >= 1 (Marsaglia and Tsang, 2000). */
function gamma(shape: number, random: Random): number {
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    let x: number
    let v: number
    do {
      x = normal(random)
      v = 1 + c * x
    } while (v <= 0)
    v = v * v * v
    const u = random()
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v
  }
}

/** `count` draws of a variant's conversion rate after `sales` sales from `leads` leads. */
export function posteriorDraws(sales: number, leads: number, count: number, random: Random): Float64Array {
  const alpha = 1 + sales
  const beta = 1 + Math.max(0, leads - sales)
  const draws = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const x = gamma(alpha, random)
    draws[i] = x / (x + gamma(beta, random))
  }
  return draws
}

/** For each variant, the share of draws in which its rate is the highest. */
export function probabilityBest(draws: Float64Array[]): number[] {
  const wins = new Array<number>(draws.length).fill(0)
  const count = draws[0]?.length ?? 0
  for (let i = 0; i < count; i++) {
    let best = 0
    for (let v = 1; v < draws.length; v++) if (draws[v][i] > draws[best][i]) best = v
    wins[best] += 1
  }
  return wins.map(won => (count ? won / count : 0))
}

/** The central interval holding `level` of the draws: [low, high]. */
export function credibleInterval(draws: Float64Array, level = 0.95): [number, number] {
  const sorted = Float64Array.from(draws).sort()
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))]
  return [at((1 - level) / 2), at(1 - (1 - level) / 2)]
}

/** Normal quantiles for the usual design: 95% confidence (two-sided) and 80% power. */
const Z_CONFIDENCE_95 = 1.959964
const Z_POWER_80 = 0.841621

/**
 * Leads each variant needs so that a relative lift (0.2 = +20%) over the
 * baseline conversion shows as significant at 95% with 80% power: the
 * classic two-proportion sample size. Undefined when the baseline is 0 or the
 * lifted rate is not below 100%.
 */
export function leadsPerVariantFor(baseline: number, lift: number): number | undefined {
  const target = baseline * (1 + lift)
  if (!(baseline > 0) || !(lift > 0) || target >= 1) return undefined
  const pooled = (baseline + target) / 2
  const numerator =
    Z_CONFIDENCE_95 * Math.sqrt(2 * pooled * (1 - pooled)) +
    Z_POWER_80 * Math.sqrt(baseline * (1 - baseline) + target * (1 - target))
  return Math.ceil(numerator ** 2 / (target - baseline) ** 2)
}
