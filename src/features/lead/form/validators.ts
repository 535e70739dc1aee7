/** The lead form's rules, with the writers' messages (content/data/ui.json → leadForm), and the phone's mask. */
import type { UiStrings } from "../../../content-model/schemas/ui"
import { EMAIL_PATTERN } from "../../../lib/email"

export type LeadFormValues = { nome: string; email: string; telefone: string }

export type LeadFormStrings = UiStrings["leadForm"]

/** Longest values the form accepts (inputs carry maxLength; the lead builder cuts too). */
export const FIELD_MAX_LENGTH = { nome: 120, email: 254, telefone: 15 } as const

type Validator = (value: string, messages: LeadFormStrings) => string | undefined
export const VALIDATORS: Record<keyof LeadFormValues, Validator> = {
  nome: (value, messages) => (value.trim() === "" ? messages.nameRequired : undefined),
  email: (value, messages) => check(value, EMAIL_PATTERN, messages.emailRequired, messages.emailInvalid),
  telefone: (value, messages) =>
    check(value, /^\(\d{2}\) \d{4,5}-\d{4}$/, messages.phoneRequired, messages.phoneInvalid),
}

function check(value: string, pattern: RegExp, required: string, invalid: string): string | undefined {
  const text = value.trim()
  if (text === "") return required
  return pattern.test(text) ? undefined : invalid
}

/**
 * As the visitor types or pastes: at most 11 digits, as (AA) NNNNN-NNNN, or (AA) NNNN-NNNN for 10 (landlines). A
 * longer number loses its international prefix (00), country code (55) and trunk zero (0), in that order.
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, "")
  if (digits.length > 11) digits = digits.replace(/^0+/, "")
  if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2)
  if (digits.length > 11) digits = digits.replace(/^0+/, "")
  digits = digits.slice(0, 11)
  const [area, rest] = [digits.slice(0, 2), digits.slice(2)]
  if (rest.length === 0) return area && `(${area}`
  if (rest.length <= 4) return `(${area}) ${rest}`
  const split = digits.length === 11 ? 5 : 4
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`
}
