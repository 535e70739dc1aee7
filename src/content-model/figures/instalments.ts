/**
 * Instalments as the checkout charges them. Content stores, once, the
 * checkout's surcharge for each number of instalments (installments.json:
 * how much more the instalments cost in total than paying upfront, the figure
 * checkouts publish in their instalment tables); a plan stores only its price
 * and its number of instalments. The instalment is the price with that
 * surcharge split into equal parts, rounded to the cent (half up), and the
 * buyer pays that instalment each time: the total is count × instalment.
 */
import { fillTemplate } from "../../lib/fill-template"
import { formatPrice } from "../../lib/price"

export interface InstalmentTerms {
  count: number
  /** One instalment, in reais (164.08). */
  value: number
  /** What the buyer pays over all instalments: count × value. */
  total: number
  /** The upfront price. */
  price: number
}

/** content/data/installments.json's rates: { count, surcharge } with the surcharge in % of the price. */
export interface InstalmentRate {
  count: number
  surcharge: number
}

/** The surcharge (%) for `count` instalments: 0 for a single payment, NaN when the table has no such count. */
export function surchargeFor(rates: readonly InstalmentRate[], count: number): number {
  if (count === 1) return 0
  return rates.find(rate => rate.count === count)?.surcharge ?? Number.NaN
}

/**
 * The terms of paying `price` in `count` instalments with `surcharge` %, or
 * undefined when a figure is missing. Computed in whole cents and basis
 * points, so no floating-point error can move a rounding.
 */
export function instalmentTerms(price: number, count: number, surcharge: number): InstalmentTerms | undefined {
  if (![price, count, surcharge].every(Number.isFinite) || count < 1 || !Number.isInteger(count)) return undefined
  const cents = Math.round(price * 100)
  const basisPoints = Math.round(surcharge * 100)
  const numerator = cents * (10_000 + basisPoints)
  const denominator = 10_000 * count
  const valueCents = Math.floor((2 * numerator + denominator) / (2 * denominator))
  return { count, value: valueCents / 100, total: (valueCents * count) / 100, price: cents / 100 }
}

/** A price that never breaks between "R$" and its number, in a sentence that wraps on a phone. */
const unbroken = (value: number) => formatPrice(value).replace(" ", "\u00a0")

/** The terms in content's words: "12x de R$ 164,08 (total R$ 1.968,96) ou R$ 1.497 à vista". */
export function instalmentText(template: string, terms: InstalmentTerms): string {
  return fillTemplate(template, {
    count: terms.count,
    value: unbroken(terms.value),
    total: unbroken(terms.total),
    price: unbroken(terms.price),
  })
}
