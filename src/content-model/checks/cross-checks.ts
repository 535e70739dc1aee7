/**
 * Checks that span entries or files (totals that must add up, figures that
 * must agree): what one field's schema cannot see. Each returns messages for
 * its own file, naming the field.
 */
import { parseDateTime } from "../../lib/date-time"
import { CONSENT_CATEGORIES } from "../consent-categories"
import { formatPrice } from "../../lib/price"
import { computeFigures, figureValue } from "../figures/figures"
import type { ContentRecord, CrossCheck, Lookup } from "../schemas/collection"
import { entryLabel, fieldLabel } from "../wording"

const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** The entries of a list file (`{ "<key>": [...] }`), or [] when it is not one. */
function entriesOf(data: unknown): ContentRecord[] {
  if (!data || typeof data !== "object") return []
  const lists = Object.values(data as ContentRecord).filter(Array.isArray)
  return lists.length === 1 ? (lists[0] as ContentRecord[]) : []
}

/** Each value needs at least one entry: the pages show a group per value. */
export function everyValueUsed(field: string, values: readonly string[]): CrossCheck {
  return (data: ContentRecord): string[] => {
    const entries = entriesOf(data)
    return values.flatMap(value => {
      const found = entries.filter(entry => entry[field] === value).length
      return found > 0
        ? []
        : [`${fieldLabel(field)}: as páginas precisam de pelo menos 1 entrada com "${value}", e não há nenhuma`]
    })
  }
}

export function idMatchesCategory(data: ContentRecord): string[] {
  return entriesOf(data).flatMap((entry, index) => {
    const id = textOf(entry.id)
    const category = textOf(entry.category)
    return id.startsWith(`${category}-`)
      ? []
      : [`${entryLabel(id, index)} → ${fieldLabel("id")}: comece o id pela categoria da entrada, como "${category}-1"`]
  })
}

/**
 * A page's address is its route in src/pages (`/` for home, `/<id>` for the others), which content
 * cannot move: canonical links and sharing cards are built from it.
 */
export function pathIsTheRoute(data: ContentRecord): string[] {
  return entriesOf(data).flatMap((entry, index) => {
    const id = textOf(entry.id)
    const route = id === "home" ? "/" : `/${id}`
    return entry.path === route
      ? []
      : [
          `${entryLabel(id, index)} → ${fieldLabel("path")}: o endereço desta página é "${route}" (as páginas não mudam de endereço pelo conteúdo)`,
        ]
  })
}

/** The offer is the Max plan against the value stack's total: the Max plan must cost less than the total. */
export function offerAddsUp(data: ContentRecord, lookup: Lookup): string[] {
  const stack = ((lookup("valueStack.json") ?? {}) as { items?: ContentRecord[] }).items ?? []
  if (!stack.some(item => item.id === data.courseItem))
    return [`${fieldLabel("courseItem")}: "${textOf(data.courseItem)}" não é um id da pilha de valor (valueStack.json)`]
  const figures = computeFigures(lookup)
  const total = figureValue(figures, "offer.total")
  const max = figureValue(figures, "plans.max.price")
  if (Number.isNaN(total) || Number.isNaN(max) || max < total) return []
  return [
    `o preço do Plano Max (plans.json → ${entryLabel("max", 0)} → ${fieldLabel("price")}, ${formatPrice(max)}) precisa ser menor que o total da pilha de valor (${formatPrice(total)}), senão a economia e o desconto não seriam reais: baixe o preço do plano ou reveja os itens da pilha`,
  ]
}

/** The customer week's price is a discount on the Max plan's, which is the page's price outside the week. */
export function renewalBelowFullPrice(_data: ContentRecord, lookup: Lookup): string[] {
  const figures = computeFigures(lookup)
  const offer = figureValue(figures, "renewal.price")
  const max = figureValue(figures, "plans.max.price")
  if (Number.isNaN(offer) || Number.isNaN(max) || offer < max) return []
  return [
    `${fieldLabel("offerPrice")}: ${formatPrice(offer)} precisa ser menor que o preço do Plano Max, ${formatPrice(max)} (plans.json), senão não há desconto: baixe o preço da oferta`,
  ]
}

/**
 * renewal.json → includes: each has its own price or names a value stack item, whose price it shows; a price
 * typed here that is an item's (same amount) names the item instead, so a new price is changed in one place.
 */
export function includesPricedOnce(data: ContentRecord, lookup: Lookup): string[] {
  const stack = ((lookup("valueStack.json") ?? {}) as { items?: ContentRecord[] }).items ?? []
  const includes = Array.isArray(data.includes) ? (data.includes as ContentRecord[]) : []
  return includes.flatMap((include, index) => {
    const at = fieldLabel(`includes[${index}]`)
    if ((include.price === undefined) === (include.item === undefined))
      return [`${at}: preencha o valor ou o item da pilha de valor, um dos dois`]
    if (include.item !== undefined && !stack.some(item => item.id === include.item))
      return [`${at} → "item": "${textOf(include.item)}" não é um id da pilha de valor (valueStack.json)`]
    const same = stack.find(item => item.price === include.price)
    return same
      ? [
          `${at} → "price": ${formatPrice(Number(include.price))} é o preço de "${textOf(same.name)}": apague o valor e escolha o item "${textOf(same.id)}"`,
        ]
      : []
  })
}

/** The banner explains each consent category exactly once. */
export function everyConsentCategoryOnce(data: ContentRecord): string[] {
  const ids = (Array.isArray(data.categories) ? (data.categories as ContentRecord[]) : []).map(entry => entry.id)
  return CONSENT_CATEGORIES.flatMap(category => {
    const count = ids.filter(id => id === category).length
    return count === 1
      ? []
      : [`${fieldLabel("categories")}: precisa de exatamente uma entrada com id "${category}", e há ${count}`]
  })
}

/** The home promo (ui.json → banner): a start needs an end, and comes before it. */
export function promoDates(data: ContentRecord): string[] {
  const banner = (data.banner ?? {}) as ContentRecord
  const at = `${fieldLabel("banner")} → "startsAt"`
  if (banner.startsAt && !banner.endsAt) return [`${at}: uma promoção com início precisa de um fim: preencha "endsAt"`]
  const problem = startAfterEnd(banner)
  return problem ? [`${at}: ${problem}`] : []
}

/** What is wrong with a window that does not open before it closes, or undefined. */
function startAfterEnd(data: ContentRecord): string | undefined {
  const starts = parseDateTime(textOf(data.startsAt))
  const ends = parseDateTime(textOf(data.endsAt))
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts < ends) return undefined
  return `${textOf(data.startsAt)} precisa vir antes do fim ("endsAt"), ${textOf(data.endsAt)}: confira as duas datas`
}

/** An offer window must open before it closes. */
export function startsBeforeEnd(data: ContentRecord): string[] {
  const problem = startAfterEnd(data)
  return problem ? [`${fieldLabel("startsAt")}: ${problem}`] : []
}
