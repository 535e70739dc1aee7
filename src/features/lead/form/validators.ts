/**
 * The lead form's rules: every field required, an e-mail with no spaces, a
 * phone like (11) 99999-9999. Messages come from content
 * (content/data/ui.json → leadForm), so writers can change them.
 */
import type { UiStrings } from "../../../content-model/schemas/ui"
import { EMAIL_PATTERN } from "../../../lib/email"

export interface LeadFormValues {
  nome: string
  email: string
  telefone: string
}

/** The lead form's strings, declared with the rest of content/data/ui.json in the content schema. */
export type LeadFormStrings = UiStrings["leadForm"]

export type LeadFormMessages = Pick<
  LeadFormStrings,
  "nameRequired" | "emailRequired" | "emailInvalid" | "phoneRequired" | "phoneInvalid"
>

/** Longest values the form accepts (inputs carry maxLength; the lead builder cuts too). */
export const FIELD_MAX_LENGTH = { nome: 120, email: 254, telefone: 15 } as const

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
