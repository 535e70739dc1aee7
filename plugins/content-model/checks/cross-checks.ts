/**
 * Checks that span entries or files (totals that must add up, figures that
 * must agree): what one field's schema cannot see. Each returns messages for
 * its own file, naming the field.
 */
import { parseDateTime } from "../../../src/lib/date-time"
import { CONSENT_CATEGORIES } from "../../../src/features/consent/consent"
import { formatPrice } from "../../../src/lib/price"
import { computeFigures, figureValue } from "../figures/figures"
import type { ContentRecord, CrossCheck, Lookup } from "../schemas/collection"

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

/** The offer is the Max plan against the value stack's total: the Max plan must cost less than the total. */
export function offerAddsUp(_data: ContentRecord, lookup: Lookup): string[] {
  const figures = computeFigures(lookup)
  const total = figureValue(figures, "offer.total")
  const max = figureValue(figures, "plans.max.price")
  if (Number.isNaN(total) || Number.isNaN(max) || max < total) return []
  return [
    `the Max plan's price (plans.json → entry "max" → field "price", ${formatPrice(max)}) must be less than the value stack's total (${formatPrice(total)}), or the saving and the discount would not be real`,
  ]
}

/** The customer week's price is a discount on the Max plan's, which is the page's price outside the week. */
export function renewalBelowFullPrice(_data: ContentRecord, lookup: Lookup): string[] {
  const figures = computeFigures(lookup)
  const offer = figureValue(figures, "renewal.price")
  const max = figureValue(figures, "plans.max.price")
  if (Number.isNaN(offer) || Number.isNaN(max) || offer < max) return []
  return [
    `field "offerPrice": ${formatPrice(offer)} must be less than the Max plan's price ${formatPrice(max)} (plans.json), or there is no discount`,
  ]
}

/** The banner explains each consent category exactly once. */
export function everyConsentCategoryOnce(data: ContentRecord): string[] {
  const ids = (Array.isArray(data.categories) ? (data.categories as ContentRecord[]) : []).map(entry => entry.id)
  return CONSENT_CATEGORIES.flatMap(category => {
    const count = ids.filter(id => id === category).length
    return count === 1 ? [] : [`field "categories": needs exactly one entry with id "${category}", found ${count}`]
  })
}

/** The home promo (ui.json → banner): a start needs an end, and comes before it. */
export function promoDates(data: ContentRecord): string[] {
  const banner = (data.banner ?? {}) as ContentRecord
  if (banner.startsAt && !banner.endsAt) return ['field "banner" → "startsAt": a promo with a start needs an endsAt']
  return startsBeforeEnd(banner).map(message => `field "banner" → ${message.replace(/^field /, "")}`)
}

/** An offer window must open before it closes. */
export function startsBeforeEnd(data: ContentRecord): string[] {
  const starts = parseDateTime(textOf(data.startsAt))
  const ends = parseDateTime(textOf(data.endsAt))
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts < ends) return []
  return [`field "startsAt": ${textOf(data.startsAt)} must be before endsAt ${textOf(data.endsAt)}`]
}
