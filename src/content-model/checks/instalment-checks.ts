/**
 * Instalments are computed from the price, the count and the checkout's
 * surcharge (figures/instalments.ts): a count needs its surcharge in
 * installments.json, and the table gives each count one.
 */
import { surchargeFor, type InstalmentRate } from "../figures/instalments"
import type { ContentRecord, CrossCheck, Lookup } from "../schemas/collection"
import { entryLabel, fieldLabel } from "../wording"

const FILE = "installments.json"

const ratesOf = (lookup: Lookup): InstalmentRate[] => {
  const data = lookup(FILE) as { rates?: unknown } | undefined
  return Array.isArray(data?.rates) ? (data.rates as InstalmentRate[]) : []
}

/** The table gives each number of instalments one surcharge. */
export function everyCountOnce(data: ContentRecord): string[] {
  const rates = Array.isArray(data.rates) ? (data.rates as ContentRecord[]) : []
  const seen = new Set<unknown>()
  return rates.flatMap((rate, index) => {
    if (!seen.has(rate.count)) {
      seen.add(rate.count)
      return []
    }
    return [
      `${fieldLabel(`rates[${index}].count`)}: ${String(rate.count)}x já está na tabela; deixe um acréscimo só por número de parcelas`,
    ]
  })
}

/** A plan's or the week's number of instalments needs the checkout's surcharge for it. */
function countProblems(label: string, count: unknown, lookup: Lookup): string[] {
  const instalments = Number(count)
  if (!Number.isInteger(instalments) || !Number.isNaN(surchargeFor(ratesOf(lookup), instalments))) return []
  return [
    `${label}${fieldLabel("installmentCount")}: ${FILE} (Parcelamento) não tem o acréscimo de ${instalments}x; acrescente lá o acréscimo que o checkout cobra em ${instalments} parcelas`,
  ]
}

/** plans.json: each plan's count has a surcharge. */
export const planInstalments: CrossCheck = (data, lookup) => {
  const plans = Array.isArray(data.plans) ? (data.plans as ContentRecord[]) : []
  return plans.flatMap((plan, index) => countProblems(`${entryLabel(plan.id, index)} → `, plan.installmentCount, lookup))
}

/** renewalOffer.json: the same for the customer week. */
export const renewalInstalments: CrossCheck = (data, lookup) => countProblems("", data.installmentCount, lookup)
