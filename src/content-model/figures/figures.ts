/**
 * The offer's figures. Each is stored once in content/data (a plan's price and
 * number of instalments, the checkout's interest, the course value, the LLM
 * bonus, the guarantee days, the value stack's item prices, the renewal
 * offer's price and number of instalments); everything that follows from them
 * is computed here, rounded as the pages show it. Copy refers to any of them
 * by placeholder ("{plans.max.price}", see fill.ts), and the build, the
 * GraphQL layer and the tests all read them from here. A few names and
 * texts are figures too (kind "text": the promo's bonus, the mentor, an
 * instalment offer in words), so that copy cites them instead of typing them
 * again.
 */
import { formatPrice } from "../../lib/price"
import { instalmentTerms, instalmentText, surchargeFor, type InstalmentRate } from "./instalments"

/** A content file's parsed JSON by its name ("plans.json"), or undefined. */
export type Lookup = (file: string) => unknown

export type Figure = { value: number; kind: "price" | "percent" | "count" } | { value: string; kind: "text" }

/** Figures by placeholder name, like "plans.max.price" or "portfolio.count". */
export type Figures = ReadonlyMap<string, Figure>

/** How the pages write a figure: "R$ 2.497", "R$ 164,08", "40%", "12", or the text itself. */
export function figureText(figure: Figure): string {
  if (figure.kind === "text") return figure.value
  if (figure.kind === "price") return formatPrice(figure.value)
  if (figure.kind === "percent") return `${figure.value}%`
  return String(figure.value)
}

/** A number figure's value; NaN when it is missing or a text. */
export function figureValue(figures: Figures, name: string): number {
  const figure = figures.get(name)
  return figure && figure.kind !== "text" ? figure.value : Number.NaN
}

type Entry = Record<string, unknown>
const recordOf = (value: unknown): Entry => (value && typeof value === "object" ? (value as Entry) : {})

/** The entries of a list file, by the list's key. */
function entriesOf(lookup: Lookup, file: string, key: string): Entry[] {
  const list = recordOf(lookup(file))[key]
  return Array.isArray(list) ? (list as Entry[]) : []
}

/**
 * Every list's size: "<file name>.count" for a list file, whose one key holds its entries
 * ("portfolio.count"), "<file name>.<field>.count" for a list among other fields
 * ("renewal.bonuses.count"), and the agents by level ("agents.basic.count").
 */
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

const sumPrices = (items: Entry[], price: (value: unknown) => number) =>
  items.reduce((sum, item) => sum + price(item.price), 0)

/** "Plus", "Plus e Max", "A, B e C". */
const listed = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : []

/**
 * The stored figures and the ones computed from them; a figure whose source is missing or malformed is
 * left out. `files` are the data files whose lists are counted (all of content/data, for copy).
 */
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

  // Instalments: the checkout's surcharge for the count, from installments.json (instalments.ts).
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

  // The home promo's bonus, named once (ui.json → banner → bonus): the banner, the pricing copy and the plans cite it.
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

  // The value stack's items, each worth its own price; the offer is the Max plan against their total.
  const stack = entriesOf(lookup, "valueStack.json", "items")
  for (const item of stack) set(`valueStack.${String(item.id)}.price`, price(item.price))
  set("offer.courseValue", get(`valueStack.${String(offer.courseItem)}.price`))
  const total = sumPrices(stack, price)
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
  // The week's struck-through items are the value stack's.
  set("renewal.total", total)

  counts(lookup, files, (name, value) => set(name, value, "count"))
  return figures
}

/** Every amount a buyer can pay: each plan's and the customer week's price, and what their instalments add up to. */
const PAYABLE = /^(plans\.[\w-]+\.(price|installments\.total)|renewal\.(price|fullPrice|installments\.total|fullInstallments\.total))$/

/** The amounts /obrigado may report as a purchase's revenue (anything else is not an offer of this site). */
export function payableAmounts(figures: Figures): number[] {
  return [...new Set([...figures].filter(([name]) => PAYABLE.test(name)).map(([, figure]) => Number(figure.value)))]
}
