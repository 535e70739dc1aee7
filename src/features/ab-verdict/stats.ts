// An arm's revenue per trial (lead or visitor): its conversion, a Beta(1 + sales, 1 + trials − sales) posterior,
// times the mean of its order values under the Bayesian bootstrap.
type Random = () => number

/** Mulberry32: a small seedable generator in [0, 1), so the same exports always give the same figures. */
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

/** A Gamma(shape, 1) draw for shape >= 1 (Marsaglia and Tsang). */
function gamma(shape: number, random: Random): number {
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    const x = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
    const cube = 1 + c * x
    const v = cube * cube * cube
    const u = random()
    if (v > 0 && (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v)))) return d * v
  }
}

/** Draws of revenue per trial. Equal order values share one Gamma(n) weight (a Dirichlet's components add up so). */
export function revenueDraws(trials: number, sales: number, orders: readonly number[], count: number, random: Random) {
  const counts = new Map<number, number>()
  for (const value of orders) counts.set(value, (counts.get(value) ?? 0) + 1)
  const [prices, shares] = [[...counts.keys()], [...counts.values()]]
  const draws = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const bought = gamma(1 + sales, random)
    const rate = bought / (bought + gamma(1 + Math.max(0, trials - sales), random))
    let [weights, total] = [0, 0]
    for (let p = 0; p < prices.length; p++) {
      // One price: every resampled mean is that price.
      const weight = prices.length > 1 ? gamma(shares[p], random) : 1
      weights += weight
      total += weight * prices[p]
    }
    draws[i] = weights ? (rate * total) / weights : 0
  }
  return draws
}

export function probabilityBest(draws: readonly Float64Array[]): number[] {
  const wins = draws.map(() => 0)
  const count = draws[0]?.length ?? 0
  for (let i = 0; i < count; i++) {
    let best = 0
    for (let arm = 1; arm < draws.length; arm++) if (draws[arm][i] > draws[best][i]) best = arm
    wins[best]++
  }
  return wins.map(won => (count ? won / count : 0))
}

export function interval(draws: Float64Array): [number, number] {
  const sorted = Float64Array.from(draws).sort()
  return [sorted[Math.floor(0.025 * sorted.length)], sorted[Math.floor(0.975 * sorted.length)]]
}

/** Trials each arm needs for a relative lift (0.2 = +20%) at 95% confidence and 80% power (two proportions). */
export function trialsPerArm(baseline: number, lift: number): number | undefined {
  const target = baseline * (1 + lift)
  if (!(baseline > 0) || !(lift > 0) || target >= 1) return undefined
  const pooled = (baseline + target) / 2
  const z =
    1.959964 * Math.sqrt(2 * pooled * (1 - pooled)) +
    0.841621 * Math.sqrt(baseline * (1 - baseline) + target * (1 - target))
  return Math.ceil(z ** 2 / (target - baseline) ** 2)
}
