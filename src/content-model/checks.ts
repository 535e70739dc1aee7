// Checks that span entries or files, which one field's schema cannot see.
import { parseDateTime } from "../lib/date-time"
import { formatPrice } from "../lib/price"
import { CONSENT_CATEGORIES } from "./consent-categories"
import { computeFigures, figureValue, surchargeFor, type InstalmentRate } from "./figures/figures"
import type { ContentRecord, CrossCheck, Lookup } from "./schemas/fields"
import { entryLabel, fieldLabel } from "./wording"

const textOf = (value: unknown): string => (typeof value === "string" ? value : "")
const listOf = (value: unknown): ContentRecord[] => (Array.isArray(value) ? (value as ContentRecord[]) : [])
const stackOf = (lookup: Lookup) => ((lookup("valueStack.json") ?? {}) as { items?: ContentRecord[] }).items ?? []

function entriesOf(data: unknown): ContentRecord[] {
  if (!data || typeof data !== "object") return []
  const lists = Object.values(data as ContentRecord).filter(Array.isArray)
  return lists.length === 1 ? (lists[0] as ContentRecord[]) : []
}

/** Each value needs at least one entry: the pages show a group per value. */
export const everyValueUsed =
  (field: string, values: readonly string[]): CrossCheck =>
  data =>
    values
      .filter(value => !entriesOf(data).some(entry => entry[field] === value))
      .map(
        value => `${fieldLabel(field)}: as páginas precisam de pelo menos 1 entrada com "${value}", e não há nenhuma`,
      )

export const idMatchesCategory: CrossCheck = data =>
  entriesOf(data).flatMap((entry, index) => {
    const category = textOf(entry.category)
    return textOf(entry.id).startsWith(`${category}-`)
      ? []
      : [
          `${entryLabel(textOf(entry.id), index)} → ${fieldLabel("id")}: comece o id pela categoria da entrada, como "${category}-1"`,
        ]
  })

/** A page's address is its route in src/pages, which content cannot move: canonical links are built from it. */
export const pathIsTheRoute: CrossCheck = data =>
  entriesOf(data).flatMap((entry, index) => {
    const id = textOf(entry.id)
    const route = id === "home" ? "/" : `/${id}`
    return entry.path === route
      ? []
      : [
          `${entryLabel(id, index)} → ${fieldLabel("path")}: o endereço desta página é "${route}" (as páginas não mudam de endereço pelo conteúdo)`,
        ]
  })

/** The offer is the Max plan against the value stack's total: the Max plan must cost less than the total. */
export const offerAddsUp: CrossCheck = (data, lookup) => {
  if (!stackOf(lookup).some(item => item.id === data.courseItem))
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
export const renewalBelowFullPrice: CrossCheck = (_data, lookup) => {
  const figures = computeFigures(lookup)
  const offer = figureValue(figures, "renewal.price")
  const max = figureValue(figures, "plans.max.price")
  if (Number.isNaN(offer) || Number.isNaN(max) || offer < max) return []
  return [
    `${fieldLabel("offerPrice")}: ${formatPrice(offer)} precisa ser menor que o preço do Plano Max, ${formatPrice(max)} (plans.json), senão não há desconto: baixe o preço da oferta`,
  ]
}

/** Each include has its own price or names a value stack item; an item's price typed here names the item instead. */
export const includesPricedOnce: CrossCheck = (data, lookup) => {
  const stack = stackOf(lookup)
  return listOf(data.includes).flatMap((include, index) => {
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

export const everyConsentCategoryOnce: CrossCheck = data => {
  const ids = listOf(data.categories).map(entry => entry.id)
  return CONSENT_CATEGORIES.flatMap(category => {
    const count = ids.filter(id => id === category).length
    return count === 1
      ? []
      : [`${fieldLabel("categories")}: precisa de exatamente uma entrada com id "${category}", e há ${count}`]
  })
}

function startAfterEnd(data: ContentRecord): string | undefined {
  const starts = parseDateTime(textOf(data.startsAt))
  const ends = parseDateTime(textOf(data.endsAt))
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts < ends) return undefined
  return `${textOf(data.startsAt)} precisa vir antes do fim ("endsAt"), ${textOf(data.endsAt)}: confira as duas datas`
}

export const promoDates: CrossCheck = data => {
  const banner = (data.banner ?? {}) as ContentRecord
  const at = `${fieldLabel("banner")} → "startsAt"`
  if (banner.startsAt && !banner.endsAt) return [`${at}: uma promoção com início precisa de um fim: preencha "endsAt"`]
  const problem = startAfterEnd(banner)
  return problem ? [`${at}: ${problem}`] : []
}

export const startsBeforeEnd: CrossCheck = data => {
  const problem = startAfterEnd(data)
  return problem ? [`${fieldLabel("startsAt")}: ${problem}`] : []
}

export const everyCountOnce: CrossCheck = data =>
  listOf(data.rates).flatMap((rate, index, rates) =>
    rates.findIndex(other => other.count === rate.count) === index
      ? []
      : [
          `${fieldLabel(`rates[${index}].count`)}: ${String(rate.count)}x já está na tabela; deixe um acréscimo só por número de parcelas`,
        ],
  )

/** A plan's or the week's number of instalments needs the checkout's surcharge for it. */
function countProblems(label: string, count: unknown, lookup: Lookup): string[] {
  const instalments = Number(count)
  const rates = listOf((lookup("installments.json") as ContentRecord | undefined)?.rates) as unknown as InstalmentRate[]
  if (!Number.isInteger(instalments) || !Number.isNaN(surchargeFor(rates, instalments))) return []
  return [
    `${label}${fieldLabel("installmentCount")}: installments.json (Parcelamento) não tem o acréscimo de ${instalments}x; acrescente lá o acréscimo que o checkout cobra em ${instalments} parcelas`,
  ]
}

export const planInstalments: CrossCheck = (data, lookup) =>
  listOf(data.plans).flatMap((plan, index) =>
    countProblems(`${entryLabel(plan.id, index)} → `, plan.installmentCount, lookup),
  )

export const renewalInstalments: CrossCheck = (data, lookup) => countProblems("", data.installmentCount, lookup)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The LLM bonus's copy may name only plans that do not leave its item (offer.json → llmBonusItem) out. */
export function llmBonusClaims(frontmatter: ContentRecord, body: string | undefined, lookup: Lookup): string[] {
  if (frontmatter.page !== "home" || frontmatter.section !== "llmBonus") return []
  const offer = (lookup("offer.json") ?? {}) as ContentRecord
  const item = textOf(offer.llmBonusItem).trim()
  const plans = ((lookup("plans.json") ?? {}) as { plans?: ContentRecord[] }).plans ?? []
  if (!item || !Array.isArray(plans)) return []
  const texts = (value: unknown) => [value].flat().filter((text): text is string => typeof text === "string")
  const text = [...Object.values(frontmatter).flatMap(texts), body ?? ""].join("\n")
  return plans
    .filter(
      plan =>
        Array.isArray(plan.excluded) &&
        texts(plan.excluded).some(excluded => excluded.trim().toLowerCase() === item.toLowerCase()),
    )
    .filter(plan => typeof plan.name === "string" && new RegExp(`\\b${escape(plan.name)}\\b`).test(text))
    .map(
      plan =>
        `cita o plano "${String(plan.name)}", que deixa de fora "${item}" (plans.json → ${entryLabel(plan.id, plans.indexOf(plan))} → ${fieldLabel("excluded")}): cite os planos com o bônus como {offer.llmBonusPlans}`,
    )
}
