// The offer's figures: each stored once in content/data, the rest computed here as the pages round them. Copy cites
// them by placeholder ("{plans.max.price}", fill.ts); a few names and texts are figures too, so copy never retypes them.
import { fillTemplate } from "../../lib/fill-template"
import { formatPrice } from "../../lib/price"
import type { ContentRecord as Entry, Lookup } from "../schemas/fields"

export type Figure = { value: number; kind: "price" | "percent" | "count" } | { value: string; kind: "text" }

export type Figures = ReadonlyMap<string, Figure>

export function figureText(figure: Figure): string {
  if (figure.kind === "text") return figure.value
  if (figure.kind === "price") return formatPrice(figure.value)
  return figure.kind === "percent" ? `${figure.value}%` : String(figure.value)
}

export function figureValue(figures: Figures, name: string): number {
  const figure = figures.get(name)
  return figure && figure.kind !== "text" ? figure.value : Number.NaN
}

export interface InstalmentRate {
  count: number
  surcharge: number
}

export function surchargeFor(rates: readonly InstalmentRate[], count: number): number {
  if (count === 1) return 0
  return rates.find(rate => rate.count === count)?.surcharge ?? Number.NaN
}

/** As the checkout charges it: each instalment rounded half up to the cent, in whole cents so no float error moves it. */
export function instalmentTerms(price: number, count: number, surcharge: number) {
  if (![price, count, surcharge].every(Number.isFinite) || count < 1 || !Number.isInteger(count)) return undefined
  const cents = Math.round(price * 100)
  const numerator = cents * (10_000 + Math.round(surcharge * 100))
  const denominator = 10_000 * count
  const valueCents = Math.floor((2 * numerator + denominator) / (2 * denominator))
  return { count, value: valueCents / 100, total: (valueCents * count) / 100, price: cents / 100 }
}

/** Each price unbroken after "R$" where a phone wraps the sentence. */
export function instalmentText(template: string, terms: NonNullable<ReturnType<typeof instalmentTerms>>): string {
  const unbroken = (value: number) => formatPrice(value).replace(" ", "\u00a0")
  return fillTemplate(template, {
    count: terms.count,
    value: unbroken(terms.value),
    total: unbroken(terms.total),
    price: unbroken(terms.price),
  })
}

const recordOf = (value: unknown): Entry => (value && typeof value === "object" ? (value as Entry) : {})

function entriesOf(lookup: Lookup, file: string, key: string): Entry[] {
  const list = recordOf(lookup(file))[key]
  return Array.isArray(list) ? (list as Entry[]) : []
}

/** "portfolio.count" for a list file, "renewal.bonuses.count" for a list among other fields, "agents.basic.count". */
function counts(lookup: Lookup, files: readonly string[], set: (name: string, value: number) => void): void {
  for (const file of files) {
    const stem = file.replace(/\.json$/, "")
    const fields = Object.entries(recordOf(lookup(file)))
    if (fields.length === 1 && Array.isArray(fields[0][1])) {
      set(`${stem}.count`, fields[0][1].length)
      continue
    }
    for (const [field, inner] of fields) if (Array.isArray(inner)) set(`${stem}.${field}.count`, inner.length)
  }
  const byLevel = new Map<string, number>()
  for (const agent of entriesOf(lookup, "agents.json", "agents")) {
    byLevel.set(String(agent.category), (byLevel.get(String(agent.category)) ?? 0) + 1)
  }
  byLevel.forEach((count, level) => set(`agents.${level}.count`, count))
}

const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : []

/** A figure whose source is missing or malformed is left out; `files` are the data files whose lists are counted. */
export function computeFigures(lookup: Lookup, files: readonly string[] = []): Figures {
  const figures = new Map<string, Figure>()
  const set = (name: string, value: number, kind: "price" | "percent" | "count" = "price") => {
    if (Number.isFinite(value)) figures.set(name, { value, kind })
  }
  const setText = (name: string, value: unknown) => {
    if (typeof value === "string" && value.trim() !== "") figures.set(name, { value, kind: "text" })
  }
  const get = (name: string) => figureValue(figures, name)
  const price = (value: unknown): number => (typeof value === "number" ? value : Number.NaN)

  const checkout = recordOf(lookup("installments.json"))
  const rates = entriesOf(lookup, "installments.json", "rates") as unknown as InstalmentRate[]
  const instalments = (name: string, upfront: number, count: number) => {
    set(`${name}.count`, count, "count")
    const terms = instalmentTerms(upfront, count, surchargeFor(rates, count))
    if (!terms) return
    set(`${name}.value`, terms.value)
    set(`${name}.total`, terms.total)
    if (typeof checkout.text === "string") setText(`${name}.text`, instalmentText(checkout.text, terms))
  }

  const plans = entriesOf(lookup, "plans.json", "plans")
  for (const plan of plans) {
    const id = String(plan.id)
    set(`plans.${id}.price`, price(plan.price))
    instalments(`plans.${id}.installments`, get(`plans.${id}.price`), Number(plan.installmentCount))
  }

  setText("promo.bonus", recordOf(recordOf(lookup("ui.json")).banner).bonus)

  const offer = recordOf(lookup("offer.json"))
  set("offer.llmBonusMonthly", price(offer.llmBonusMonthly))
  set("offer.llmBonusYearly", get("offer.llmBonusMonthly") * 12)
  set("guarantee.days", Number(offer.guaranteeDays), "count")
  setText("offer.mentorName", offer.mentorName)
  // The plans with the LLM bonus: those that do not list its item as left out.
  const bonusItem = typeof offer.llmBonusItem === "string" ? offer.llmBonusItem.trim().toLowerCase() : ""
  if (bonusItem) {
    const withBonus = plans.filter(
      plan => !textsOf(plan.excluded).some(item => item.trim().toLowerCase() === bonusItem),
    )
    setText("offer.llmBonusPlans", listed(withBonus.map(plan => String(plan.name))))
  }

  // The offer is the Max plan against the value stack's total.
  const stack = entriesOf(lookup, "valueStack.json", "items")
  for (const item of stack) set(`valueStack.${String(item.id)}.price`, price(item.price))
  set("offer.courseValue", get(`valueStack.${String(offer.courseItem)}.price`))
  const total = stack.reduce((sum, item) => sum + price(item.price), 0)
  const max = get("plans.max.price")
  set("offer.total", total)
  set("offer.saving", total - max)
  set("offer.discount", Math.round(((total - max) / total) * 100), "percent")

  // The customer week: its own price against the Max plan's, which is also the page's price outside the week.
  const renewal = recordOf(lookup("renewalOffer.json"))
  set("renewal.price", price(renewal.offerPrice))
  instalments("renewal.installments", get("renewal.price"), Number(renewal.installmentCount))
  set("renewal.fullPrice", max)
  instalments("renewal.fullInstallments", max, get("plans.max.installments.count"))
  set("renewal.discount", Math.round((1 - get("renewal.price") / max) * 100), "percent")
  set("renewal.total", total)

  counts(lookup, files, (name, value) => set(name, value, "count"))
  return figures
}

const PAYABLE =
  /^(plans\.[\w-]+\.(price|installments\.total)|renewal\.(price|fullPrice|installments\.total|fullInstallments\.total))$/

/** What /obrigado may report as a purchase's revenue: anything else is not an offer of this site. */
export function payableAmounts(figures: Figures): number[] {
  return [...new Set([...figures].filter(([name]) => PAYABLE.test(name)).map(([, figure]) => Number(figure.value)))]
}
