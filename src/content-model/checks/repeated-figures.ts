/**
 * A field that is nothing but an amount ("R$ 1.287/ano") stores its own
 * figure, so fill.ts lets it be. But when the thing it prices is a product
 * whose price is already stored (a value stack item, a plan, the course), the
 * amount is that figure typed twice, and a new price would leave it behind.
 * This check finds them: the same amount, beside a name that says the same
 * product ("Chat ilimitado" and "Chat PRO Ilimitado"), in another file.
 */
import { parsePrice } from "../../lib/price"
import { figureValue, type Figures, type Lookup } from "../figures/figures"
import { fieldLabel } from "../wording"

/** An amount-only field: "R$ 1.287", "R$ 500/mês", "R$ 15.000+". */
const AMOUNT = /^(R\$ ?\d[\d.,]*)(\/[a-zà-ú]+|\+)?$/
/** A field that cites one figure, maybe per period: "{valueStack.flows.price}/ano". */
const CITATION = /^\{([a-zA-Z][\w.-]*)\}(\/[a-zà-ú]+|\+)?$/
/** The fields that name what an entry is. */
const NAME_FIELDS = ["name", "title"] as const
const STOPWORDS = new Set(["a", "o", "as", "os", "de", "do", "da", "dos", "das", "e", "com", "em", "no", "na", "para"])

/** A stored price with the names of its product, and the file that stores it. */
export interface Product {
  figure: string
  file: string
  names: Set<string>
}

type Record_ = Record<string, unknown>
const isRecord = (value: unknown): value is Record_ => Boolean(value) && typeof value === "object"

const words = (name: string): Set<string> =>
  new Set(
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(word => word && !STOPWORDS.has(word)),
  )

/** Two names of the same product share at least half of their words ("Chat ilimitado", "Chat PRO Ilimitado"). */
function sameProduct(a: string, b: string): boolean {
  const [left, right] = [words(a), words(b)]
  const shared = [...left].filter(word => right.has(word)).length
  const all = new Set([...left, ...right]).size
  return all > 0 && shared / all >= 0.5
}

const nameOf = (entry: Record_): string | undefined =>
  NAME_FIELDS.map(field => entry[field]).find((value): value is string => typeof value === "string" && value !== "")

/** Every object in a parsed file, with its path ("includes → 4"). */
function objectsIn(value: unknown, where: string[] = []): Array<{ entry: Record_; where: string[] }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, [...where, String(index + 1)]))
  if (!isRecord(value)) return []
  return [
    { entry: value, where },
    ...Object.entries(value).flatMap(([key, inner]) => (isRecord(inner) ? objectsIn(inner, [...where, key]) : [])),
  ]
}

/**
 * The stored prices of products, by figure: the value stack's items and the plans by their own names,
 * and any figure by the names of the entries that cite it ("{offer.courseValue}" in "Formação Magic (Plus)").
 */
export function productIndex(lookup: Lookup, files: readonly string[], figures: Figures): Product[] {
  const products = new Map<string, Product>()
  const add = (figure: string, file: string, name: string) => {
    const product = products.get(figure) ?? { figure, file, names: new Set<string>() }
    product.names.add(name)
    products.set(figure, product)
  }
  const list = (file: string, key: string) => {
    const data = lookup(file)
    return isRecord(data) && Array.isArray(data[key]) ? (data[key] as unknown[]).filter(isRecord) : []
  }
  for (const item of list("valueStack.json", "items")) {
    add(`valueStack.${String(item.id)}.price`, "valueStack.json", String(item.name))
  }
  for (const plan of list("plans.json", "plans")) {
    add(`plans.${String(plan.id)}.price`, "plans.json", `Plano ${String(plan.name)}`)
  }
  // Where the other stored prices live: offer.json (the course, the LLM bonus), renewalOffer.json.
  const storedIn: Record<string, string> = { offer: "offer.json", renewal: "renewalOffer.json" }
  for (const file of files) {
    for (const { entry } of objectsIn(lookup(file))) {
      const name = nameOf(entry)
      for (const value of Object.values(entry)) {
        const cited = typeof value === "string" ? CITATION.exec(value.trim())?.[1] : undefined
        if (!name || !cited || figures.get(cited)?.kind !== "price") continue
        const home = products.get(cited)?.file ?? storedIn[cited.split(".")[0]]
        if (home) add(cited, home, name)
      }
    }
  }
  return [...products.values()]
}

/** A file's amount-only fields that repeat a stored product price, each naming its field and the placeholder to write. */
export function repeatedFigureProblems(
  file: string,
  data: unknown,
  figures: Figures,
  products: readonly Product[],
): string[] {
  return objectsIn(data).flatMap(({ entry, where }) => {
    const name = nameOf(entry)
    if (!name) return []
    return Object.entries(entry).flatMap(([field, value]) => {
      const amount = typeof value === "string" ? AMOUNT.exec(value.trim()) : null
      if (!amount) return []
      const price = parsePrice(amount[1])
      const same = products.find(
        product =>
          product.file !== file &&
          figureValue(figures, product.figure) === price &&
          [...product.names].some(other => sameProduct(name, other)),
      )
      if (!same) return []
      const placeholder = `{${same.figure}}${(amount[2] as string | undefined) ?? ""}`
      const product = [...same.names][0]
      return [
        `${fieldLabel([...where, field].join(" → "))}: "${String(value)}" repete o preço de "${product}" ({${same.figure}}): escreva ${placeholder}`,
      ]
    })
  })
}
