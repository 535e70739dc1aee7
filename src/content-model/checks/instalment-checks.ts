/**
 * Instalments are computed from the price, the count and the checkout's
 * surcharge (figures/instalments.ts). These checks say when a count has no
 * surcharge in installments.json, and when an instalment typed by hand (kept
 * to compare with what the checkout shows) is not the one computed, so a new
 * price can never leave an old instalment on the page.
 */
import { formatPrice, parsePrice } from "../../lib/price"
import { computeFigures, figureValue } from "../figures/figures"
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

interface Offer {
  /** How messages name it: 'entrada "max" → ' or "" for an object file. */
  label: string
  countField: string
  valueField: string
  count: unknown
  typed: unknown
  /** The figure names' stem, "plans.max.installments", and the price's figure. */
  figure: string
  priceFigure: string
}

function offerProblems(offer: Offer, lookup: Lookup): string[] {
  const count = Number(offer.count)
  if (!Number.isInteger(count)) return []
  const surcharge = surchargeFor(ratesOf(lookup), count)
  if (Number.isNaN(surcharge)) {
    return [
      `${offer.label}${fieldLabel(offer.countField)}: ${FILE} (Parcelamento) não tem o acréscimo de ${count}x; acrescente lá o acréscimo que o checkout cobra em ${count} parcelas`,
    ]
  }
  if (typeof offer.typed !== "string" || offer.typed.trim() === "") return []
  const figures = computeFigures(lookup)
  const computed = figureValue(figures, `${offer.figure}.value`)
  const typed = parsePrice(offer.typed)
  if (Number.isNaN(computed) || Number.isNaN(typed) || Math.abs(typed - computed) < 0.005) return []
  const price = formatPrice(figureValue(figures, offer.priceFigure))
  return [
    `${offer.label}${fieldLabel(offer.valueField)}: ${offer.typed} não é o que o checkout cobra: ${count}x de ${price} com ${surcharge}% (${FILE}) dá ${formatPrice(computed)} cada; esvazie o campo e as páginas fazem a conta`,
  ]
}

/** plans.json: each plan's count has a surcharge, and a typed instalment agrees with the computed one. */
export const planInstalments: CrossCheck = (data, lookup) => {
  const plans = Array.isArray(data.plans) ? (data.plans as ContentRecord[]) : []
  return plans.flatMap((plan, index) =>
    offerProblems(
      {
        label: `${entryLabel(plan.id, index)} → `,
        countField: "installmentCount",
        valueField: "installmentValue",
        count: plan.installmentCount,
        typed: plan.installmentValue,
        figure: `plans.${String(plan.id)}.installments`,
        priceFigure: `plans.${String(plan.id)}.price`,
      },
      lookup,
    ),
  )
}

/** renewalOffer.json: the same for the customer week's price. */
export const renewalInstalments: CrossCheck = (data, lookup) =>
  offerProblems(
    {
      label: "",
      countField: "installmentCount",
      valueField: "installmentPrice",
      count: data.installmentCount,
      typed: data.installmentPrice,
      figure: "renewal.installments",
      priceFigure: "renewal.price",
    },
    lookup,
  )
