/**
 * Checks that span entries or files (totals that must add up, figures that
 * must agree): what one field's schema cannot see. Each returns messages for
 * its own file, naming the field.
 */
import { parseDateTime } from "../../../src/lib/date-time"
import { CONSENT_CATEGORIES } from "../../../src/features/consent/consent"
import { formatPrice, parsePrice } from "../../../src/lib/price"
import type { ContentRecord, CrossCheck, Lookup } from "../schemas/collection"

const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** The entries of a list file (`{ "<key>": [...] }`), or [] when it is not one. */
function entriesOf(data: unknown): ContentRecord[] {
  if (!data || typeof data !== "object") return []
  const lists = Object.values(data as ContentRecord).filter(Array.isArray)
  return lists.length === 1 ? (lists[0] as ContentRecord[]) : []
}

function sumPrices(entries: ContentRecord[]): number {
  return entries.reduce((total, entry) => total + parsePrice(textOf(entry.price)), 0)
}

export function totalMatches(field: string, itemsFile: string): CrossCheck {
  return (record: ContentRecord, lookup: Lookup): string[] => {
    const claimed = parsePrice(textOf(record[field]))
    const sum = sumPrices(entriesOf(lookup(itemsFile)))
    if (Number.isNaN(claimed) || Number.isNaN(sum) || claimed === sum) return []
    return [
      `field "${field}": says ${textOf(record[field])} but the items in ${itemsFile} add up to ${formatPrice(sum)}; change one so they match`,
    ]
  }
}

/** Each value needs at least one entry: the pages show a group per value. */
export function everyValueUsed(field: string, values: readonly string[]): CrossCheck {
  return (data: ContentRecord): string[] => {
    const entries = entriesOf(data)
    return values.flatMap(value => {
      const found = entries.filter(entry => entry[field] === value).length
      return found > 0 ? [] : [`field "${field}": the pages need at least 1 entry with "${value}", found 0`]
    })
  }
}

export function idMatchesCategory(data: ContentRecord): string[] {
  return entriesOf(data).flatMap(entry => {
    const id = textOf(entry.id)
    const category = textOf(entry.category)
    return id.startsWith(`${category}-`)
      ? []
      : [`entry "${id}" → field "id": must start with its category, like "${category}-1"`]
  })
}

export function offerFigures(data: ContentRecord, lookup: Lookup): string[] {
  const errors = totalMatches("valueStackTotal", "valueStack.json")(data, lookup)
  const max = entriesOf(lookup("plans.json")).find(plan => plan.id === "max")
  const total = parsePrice(textOf(data.valueStackTotal))
  const maxPrice = parsePrice(textOf(max?.price))
  const saving = parsePrice(textOf(data.saving))
  if (![total, maxPrice, saving].some(Number.isNaN)) {
    if (total - maxPrice !== saving) {
      errors.push(
        `field "saving": says ${textOf(data.saving)} but ${textOf(data.valueStackTotal)} minus the Max price ${textOf(max?.price)} is ${formatPrice(total - maxPrice)}`,
      )
    }
    const discount = Math.round((saving / total) * 100)
    if (textOf(data.discount) !== `${discount}%`) {
      errors.push(`field "discount": says ${textOf(data.discount)} but the saving is ${discount}% of the total`)
    }
  }
  return errors
}

/** The Max plan in plans.json: the renewal's full price and its instalments are that plan's own figures. */
export function fullPriceIsMaxPlan(data: ContentRecord, lookup: Lookup): string[] {
  const max = entriesOf(lookup("plans.json")).find(plan => plan.id === "max")
  if (!max) return []
  const errors: string[] = []
  const planPrice = textOf(max.price)
  const fullPrice = textOf(data.fullPrice)
  if (parsePrice(fullPrice) !== parsePrice(planPrice)) {
    errors.push(
      `field "fullPrice": says ${fullPrice} but plans.json → entry "max" → field "price" says ${planPrice}; change one so they match`,
    )
  }
  const planInstalments = textOf(max.installments)
  const match = /(\d+)x de (R\$ [\d.,]+)/.exec(planInstalments)
  const count = Number(data.fullInstallmentCount)
  const instalment = textOf(data.fullInstallmentPrice)
  if (match && (Number(match[1]) !== count || parsePrice(match[2]) !== parsePrice(instalment))) {
    errors.push(
      `field "fullInstallmentPrice": says ${count}x de ${instalment} but plans.json → entry "max" → field "installments" says "${planInstalments}"; change one so they match`,
    )
  }
  return errors
}

/** The banner explains each consent category exactly once. */
export function everyConsentCategoryOnce(data: ContentRecord): string[] {
  const ids = (Array.isArray(data.categories) ? (data.categories as ContentRecord[]) : []).map(entry => entry.id)
  return CONSENT_CATEGORIES.flatMap(category => {
    const count = ids.filter(id => id === category).length
    return count === 1 ? [] : [`field "categories": needs exactly one entry with id "${category}", found ${count}`]
  })
}

export function installmentsFigures(priceField: string, countField: string, instalmentField: string): CrossCheck {
  return (data: ContentRecord): string[] => {
    const upfront = parsePrice(textOf(data[priceField]))
    const instalment = parsePrice(textOf(data[instalmentField]))
    const count = Number(data[countField])
    // Instalments carry card interest, so they may only cost more than paying upfront.
    if ([upfront, instalment, count].some(Number.isNaN) || instalment * count >= upfront) return []
    return [
      `field "${instalmentField}": ${count} × ${textOf(data[instalmentField])} is less than the ${priceField} ${textOf(data[priceField])}`,
    ]
  }
}

/** An offer window must open before it closes. */
/** The home promo (ui.json → banner): a start needs an end, and comes before it. */
export function promoDates(data: ContentRecord): string[] {
  const banner = (data.banner ?? {}) as ContentRecord
  if (banner.startsAt && !banner.endsAt) return ['field "banner" → "startsAt": a promo with a start needs an endsAt']
  return startsBeforeEnd(banner).map(message => `field "banner" → ${message.replace(/^field /, "")}`)
}

export function startsBeforeEnd(data: ContentRecord): string[] {
  const starts = parseDateTime(textOf(data.startsAt))
  const ends = parseDateTime(textOf(data.endsAt))
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts < ends) return []
  return [`field "startsAt": ${textOf(data.startsAt)} must be before endsAt ${textOf(data.endsAt)}`]
}
