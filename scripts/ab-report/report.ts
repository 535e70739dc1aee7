/**
 * The read-out of a split test: per variant, leads, sales, conversion and
 * revenue; the leader and the probability that it really is the best
 * (stats.ts); whether there is enough data to say; and how many leads a side
 * needs to see a given lift.
 */
import type { LeadCounts } from "./leads"
import type { SalesRead } from "./sales"
import { credibleInterval, leadsPerVariantFor, posteriorDraws, probabilityBest, type Random } from "./stats"

/** Below these the verdict is "dados insuficientes", whatever the probability says. */
export const MIN_LEADS_PER_VARIANT = 100
export const MIN_SALES_IN_TEST = 10
/** A leader is declared the winner from this probability of being the best. */
export const WINNER_PROBABILITY = 0.95
/** The control's variant name: the production branch's build (resolveVariant's default). */
export const CONTROL_VARIANT = "main"
/** Monte Carlo draws per variant: the probability's error is then about ±0.2 points. */
export const DRAWS = 100_000

export interface VariantResult {
  variant: string
  leads: number
  sales: number
  conversion: number
  revenue: number
  interval: [number, number]
  probabilityBest: number
}

export interface SampleSize {
  lift: number
  baselineVariant: string
  baseline: number
  perVariant: number
  /** Leads still missing per variant (0 when it has enough). */
  missing: Map<string, number>
}

export interface Report {
  variants: VariantResult[]
  leader: string | null
  probabilityLeaderBest: number | null
  enoughData: boolean
  sampleSize: SampleSize | undefined
  skippedLeads: LeadCounts["skipped"]
  /** Approved sales that no variant claims (no variant in the sck, no matching lead). */
  unattributedSales: number
  /** Approved sales of variants with no counted lead (an older test, a preview). */
  otherVariantSales: Map<string, number>
  notApprovedSales: number
  salesFormat: string
}

export interface ReportOptions {
  /** The relative lift to size the test for: 0.2 = +20%. */
  lift: number
  random: Random
  draws?: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export function buildReport(leads: LeadCounts, salesRead: SalesRead, options: ReportOptions): Report {
  const tally = new Map([...leads.perVariant.keys()].map(variant => [variant, { sales: 0, revenue: 0 }]))
  const otherVariantSales = new Map<string, number>()
  let unattributedSales = 0
  for (const sale of salesRead.sales) {
    const variant = sale.variant ?? leads.variantByEmail.get(sale.email) ?? undefined
    const entry = variant === undefined ? undefined : tally.get(variant)
    if (entry) {
      entry.revenue += sale.value
      if (!sale.addOn) entry.sales += 1
    } else if (!sale.addOn) {
      if (variant === undefined) unattributedSales += 1
      else otherVariantSales.set(variant, (otherVariantSales.get(variant) ?? 0) + 1)
    }
  }
  const counted = [...tally].map(([variant, { sales, revenue }]) => ({
    variant,
    leads: leads.perVariant.get(variant) ?? 0,
    sales,
    revenue,
  }))
  const draws = counted.map(v => posteriorDraws(v.sales, v.leads, options.draws ?? DRAWS, options.random))
  const best = probabilityBest(draws)
  const variants: VariantResult[] = counted.map((v, i) => ({
    ...v,
    conversion: v.leads ? v.sales / v.leads : 0,
    revenue: round(v.revenue, 2),
    interval: credibleInterval(draws[i]),
    probabilityBest: best[i],
  }))
  const leader = variants.reduce<VariantResult | undefined>(
    (top, v) => (!top || v.probabilityBest > top.probabilityBest ? v : top),
    undefined,
  )
  const totalSales = variants.reduce((sum, v) => sum + v.sales, 0)
  return {
    variants,
    leader: leader?.variant ?? null,
    probabilityLeaderBest: leader ? round(leader.probabilityBest, 4) : null,
    enoughData:
      variants.length >= 2 && variants.every(v => v.leads >= MIN_LEADS_PER_VARIANT) && totalSales >= MIN_SALES_IN_TEST,
    sampleSize: sampleSize(variants, options.lift),
    skippedLeads: leads.skipped,
    unattributedSales,
    otherVariantSales,
    notApprovedSales: salesRead.notApproved,
    salesFormat: salesRead.format,
  }
}

/** Sized on the control's conversion (main), or on all variants' together while main has no sale (or no lead). */
function sampleSize(variants: VariantResult[], lift: number): SampleSize | undefined {
  const control = variants.find(v => v.variant === CONTROL_VARIANT && v.sales > 0)
  const leads = variants.reduce((sum, v) => sum + v.leads, 0)
  const baseline = control ? control.conversion : leads ? variants.reduce((sum, v) => sum + v.sales, 0) / leads : 0
  const perVariant = leadsPerVariantFor(baseline, lift)
  if (perVariant === undefined) return undefined
  return {
    lift,
    baselineVariant: control?.variant ?? "todas as variantes juntas",
    baseline,
    perVariant,
    missing: new Map(variants.map(v => [v.variant, Math.max(0, perVariant - v.leads)])),
  }
}

/** `--json`: exactly the fields machines read. */
export function reportJson(report: Report): object {
  return {
    variants: report.variants.map(({ variant, leads, sales, conversion, revenue }) => ({
      variant,
      leads,
      sales,
      conversion: round(conversion, 6),
      revenue,
    })),
    leader: report.leader,
    probabilityLeaderBest: report.probabilityLeaderBest,
    enoughData: report.enoughData,
  }
}
