/**
 * The offer's figures. Each is stored once in content/data (a plan's price and
 * instalments, the course value, the LLM bonus, the guarantee days, the value
 * stack's item prices, the renewal offer's price and instalments); everything
 * that follows from them is computed here, rounded as the pages show it. Copy
 * refers to any of them by placeholder ("{plans.max.price}", see fill.ts), and
 * the build, the GraphQL layer and the tests all read them from here.
 */
import { formatPrice, parsePrice } from "../../../src/lib/price"

/** A content file's parsed JSON by its name ("plans.json"), or undefined. */
export type Lookup = (file: string) => unknown

export type FigureKind = "price" | "percent" | "count"

export interface Figure {
  value: number
  kind: FigureKind
}

/** Figures by placeholder name, like "plans.max.price" or "portfolio.count". */
export type Figures = ReadonlyMap<string, Figure>

/** How the pages write a figure: "R$ 2.497", "R$ 164,08", "40%", "12". */
export function figureText(figure: Figure): string {
  if (figure.kind === "price") return formatPrice(figure.value)
  if (figure.kind === "percent") return `${figure.value}%`
  return String(figure.value)
}

type Entry = Record<string, unknown>
const recordOf = (value: unknown): Entry => (value && typeof value === "object" ? (value as Entry) : {})

/** The entries of a list file, by the list's key. */
function entriesOf(lookup: Lookup, file: string, key: string): Entry[] {
  const list = recordOf(lookup(file))[key]
  return Array.isArray(list) ? (list as Entry[]) : []
}

/** A price field holds "R$ 1.497" or one figure's placeholder ("{offer.courseValue}"). */
const SINGLE_PLACEHOLDER = /^\{([a-zA-Z][\w.-]*)\}$/

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

/**
 * The stored figures and the ones computed from them; a figure whose source is missing or malformed is
 * left out. `files` are the data files whose lists are counted (all of content/data, for copy).
 */
export function computeFigures(lookup: Lookup, files: readonly string[] = []): Figures {
  const figures = new Map<string, Figure>()
  const set = (name: string, value: number, kind: FigureKind = "price") => {
    if (Number.isFinite(value)) figures.set(name, { value, kind })
  }
  const get = (name: string) => figures.get(name)?.value ?? Number.NaN
  const price = (value: unknown): number => {
    if (typeof value !== "string") return Number.NaN
    const single = SINGLE_PLACEHOLDER.exec(value.trim())
    return single ? get(single[1]) : parsePrice(value)
  }

  for (const plan of entriesOf(lookup, "plans.json", "plans")) {
    const id = String(plan.id)
    set(`plans.${id}.price`, price(plan.price))
    set(`plans.${id}.installments.count`, Number(plan.installmentCount), "count")
    set(`plans.${id}.installments.value`, price(plan.installmentValue))
  }

  const offer = recordOf(lookup("offer.json"))
  set("offer.courseValue", price(offer.courseValue))
  set("offer.llmBonusMonthly", price(offer.llmBonusMonthly))
  set("offer.llmBonusYearly", get("offer.llmBonusMonthly") * 12)
  set("guarantee.days", Number(offer.guaranteeDays), "count")

  // The value stack's items, each worth its own price; the offer is the Max plan against their total.
  const stack = entriesOf(lookup, "valueStack.json", "items")
  for (const item of stack) set(`valueStack.${String(item.id)}.price`, price(item.price))
  const total = sumPrices(stack, price)
  const max = get("plans.max.price")
  set("offer.total", total)
  set("offer.saving", total - max)
  set("offer.discount", Math.round(((total - max) / total) * 100), "percent")

  // The customer week: its own price against the Max plan's, which is also the page's price outside the week.
  const renewal = recordOf(lookup("renewalOffer.json"))
  set("renewal.price", price(renewal.offerPrice))
  set("renewal.installments.count", Number(renewal.installmentCount), "count")
  set("renewal.installments.value", price(renewal.installmentPrice))
  set("renewal.fullPrice", max)
  set("renewal.fullInstallments.count", get("plans.max.installments.count"), "count")
  set("renewal.fullInstallments.value", get("plans.max.installments.value"))
  set("renewal.discount", Math.round((1 - get("renewal.price") / max) * 100), "percent")
  // The week's struck-through items (their prices are the value stack's, by placeholder).
  set("renewal.total", sumPrices(entriesOf(lookup, "renewalPriceItems.json", "items"), price))

  counts(lookup, files, (name, value) => set(name, value, "count"))
  return figures
}
