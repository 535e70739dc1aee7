import { readLeads } from "./leads"
import { readSales } from "./sales"
import { interval, probabilityBest, revenueDraws, seededRandom, trialsPerArm } from "./stats"
import type { Table } from "./table"
import { readVisitors } from "./visitors"

/** The control's variant name: the production branch's build (resolveVariant's default). */
const CONTROL_VARIANT = "main"
/** Monte Carlo draws per arm: a chance near the 95% bar is then within about ±0.2 points. */
const DRAWS = 50_000
const DAY = 86_400_000

export type Report = ReturnType<typeof buildReport>
export type Arm = Report["variants"][number]

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
/** A chance never rounds to a certainty that draws cannot give. */
const chance = (value: number) => Math.min(0.999, Math.max(0.001, round(value, 3)))

/**
 * Each arm's figures and chance of earning the most per lead, or per visitor when GA4's are given (a headline
 * changes visitor → lead too). Every figure is rounded here, once, for every reader; `details` is not in --json.
 */
export function buildReport(input: {
  leads: readonly Table[]
  sales: readonly Table[]
  visitors: Table | undefined
  /** The test's arms, the control first; none: main and the variant with the most leads. */
  variants: readonly string[]
  lift: number
}) {
  const leads = readLeads(input.leads)
  const { sales, warnings: salesWarnings, ...salesCounts } = readSales(input.sales)
  const visitors = input.visitors && readVisitors(input.visitors)
  const orders = new Map<string, number[]>()
  let unattributed = 0
  for (const sale of sales) {
    const variant = sale.variant ?? leads.variantByEmail.get(sale.email)
    if (variant) orders.set(variant, [...(orders.get(variant) ?? []), sale.value])
    else unattributed++
  }
  const isControl = (variant: string) => Number(variant === CONTROL_VARIANT)
  const names = input.variants.length
    ? input.variants
    : [...leads.byVariant]
        .sort(([a, x], [b, y]) => isControl(b) - isControl(a) || y.count - x.count)
        .slice(0, 2)
        .map(([variant]) => variant)
  const warnings = [...leads.warnings, ...salesWarnings]
  const unseen = visitors ? names.filter(name => !visitors.get(name)) : []
  if (input.visitors && unseen.length) {
    warnings.push(
      `${input.visitors.file} não tem visitantes de ${unseen.join(", ")}: a decisão fica na receita por lead.`,
    )
  }
  const metric: "revenuePerLead" | "revenuePerVisitor" =
    visitors && !unseen.length ? "revenuePerVisitor" : "revenuePerLead"
  const arms = names.map(variant => {
    const values = orders.get(variant) ?? []
    const count = leads.byVariant.get(variant)?.count ?? 0
    const seen = visitors?.get(variant) ?? null
    return { variant, values, leads: count, visitors: seen, trials: metric === "revenuePerLead" ? count : (seen ?? 0) }
  })
  const everyOrder = arms.flatMap(arm => arm.values)
  // A fixed seed: the same exports always give the same figures.
  const random = seededRandom(20_240_045)
  // An arm without a sale yet resamples every arm's orders: nothing says its orders differ.
  const draws = arms.map(({ trials, values }) =>
    revenueDraws(trials, values.length, values.length ? values : everyOrder, DRAWS, random),
  )
  const best = probabilityBest(draws)
  const variants = arms.map(({ variant, values, leads: count, visitors: seen }, i) => {
    const revenue = values.reduce((sum, value) => sum + value, 0)
    return {
      variant,
      visitors: seen,
      leads: count,
      sales: values.length,
      conversion: count ? round(values.length / count, 4) : 0,
      revenue: round(revenue, 2),
      revenuePerLead: count ? round(revenue / count, 2) : 0,
      revenuePerVisitor: seen ? round(revenue / seen, 2) : null,
      probabilityBest: chance(best[i]),
    }
  })
  const leader = variants.length ? variants[best.indexOf(Math.max(...best))] : undefined
  // Sized on the control's (the first arm's) conversion of trials into sales.
  const needed = arms.length ? trialsPerArm(arms[0].values.length / arms[0].trials, input.lift) : undefined
  const missing = arms.map(arm => Math.max(0, (needed ?? 0) - arm.trials))
  const days = arms.map((arm, i) => {
    const pace = leads.byVariant.get(arm.variant)
    if (!missing[i]) return 0
    return pace && arm.trials ? Math.ceil((missing[i] * Math.max(1, (pace.last - pace.first) / DAY)) / arm.trials) : NaN
  })
  const strays = [...new Set([...leads.byVariant.keys(), ...orders.keys()])]
    .filter(variant => !names.includes(variant))
    .map(variant => ({
      variant,
      leads: leads.byVariant.get(variant)?.count ?? 0,
      sales: orders.get(variant)?.length ?? 0,
    }))
  return {
    metric,
    variants,
    leader: leader?.variant ?? null,
    probabilityLeaderBest: leader?.probabilityBest ?? null,
    enoughData: arms.length >= 2 && needed !== undefined && arms.every((arm, i) => arm.trials > 0 && !missing[i]),
    /** Days until every arm has the planned size at its current pace; null when that cannot be told. */
    daysLeft: needed === undefined || days.some(Number.isNaN) ? null : Math.max(0, ...days),
    /** Variants outside the test (an older test, a preview): counted apart, never in the verdict. */
    strays,
    details: {
      intervals: draws.map(interval),
      /** Trials (leads or visitors) each arm needs to see `lift`, and how many each still misses. */
      needed,
      missing,
      lift: input.lift,
      skippedLeads: leads.skipped,
      sales: { ...salesCounts, unattributed },
      warnings,
    },
  }
}
