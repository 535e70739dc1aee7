/**
 * The lead form's rules (spec section 5). Messages come from content
 * (content/data/ui.json → leadForm), so writers can change them.
 */

export interface LeadFormValues {
  nome: string
  email: string
  telefone: string
}

export interface LeadFormMessages {
  nameRequired: string
  emailRequired: string
  emailInvalid: string
  phoneRequired: string
  phoneInvalid: string
}

export type LeadFormErrors = Partial<Record<keyof LeadFormValues, string>>

/** Longest values the form accepts (inputs carry maxLength; the lead builder cuts too). */
export const FIELD_MAX_LENGTH = { nome: 120, email: 254, telefone: 15 } as const

/** name@domain.tld with no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/
/** (AA) NNNN-NNNN or (AA) NNNNN-NNNN. */
const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/

/** Each validator returns the message to show, or undefined when the value is fine. */
export function validateName(value: string, messages: LeadFormMessages): string | undefined {
  return value.trim() === "" ? messages.nameRequired : undefined
}

export function validateEmail(value: string, messages: LeadFormMessages): string | undefined {
  const email = value.trim()
  if (email === "") return messages.emailRequired
  return EMAIL_PATTERN.test(email) ? undefined : messages.emailInvalid
}

export function validatePhone(value: string, messages: LeadFormMessages): string | undefined {
  const phone = value.trim()
  if (phone === "") return messages.phoneRequired
  return PHONE_PATTERN.test(phone) ? undefined : messages.phoneInvalid
}

export function validateLeadForm(values: LeadFormValues, messages: LeadFormMessages): LeadFormErrors {
  const errors: LeadFormErrors = {}
  const nome = validateName(values.nome, messages)
  const email = validateEmail(values.email, messages)
  const telefone = validatePhone(values.telefone, messages)
  if (nome) errors.nome = nome
  if (email) errors.email = email
  if (telefone) errors.telefone = telefone
  return errors
}
