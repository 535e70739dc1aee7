/**
 * Brazilian phone mask for the lead form: digits only, at most 11, shown as
 * (AA) NNNNN-NNNN, or (AA) NNNN-NNNN for 10 digits (landlines).
 */

export const PHONE_MAX_DIGITS = 11

/**
 * The national digits of whatever was typed or pasted. A pasted number with
 * the country code (+55) or a trunk zero (011…) is longer than 11 digits;
 * those prefixes are dropped before cutting to 11.
 */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, "")
  // International prefix (00), country code (55), trunk zero (0), in that order.
  if (digits.length > PHONE_MAX_DIGITS) digits = digits.replace(/^0+/, "")
  if (digits.length > PHONE_MAX_DIGITS && digits.startsWith("55")) digits = digits.slice(2)
  if (digits.length > PHONE_MAX_DIGITS) digits = digits.replace(/^0+/, "")
  return digits.slice(0, PHONE_MAX_DIGITS)
}

/** Formats as the visitor types: '11' → '(11', '119876' → '(11) 9876', '11987654321' → '(11) 98765-4321'. */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input)
  if (digits.length === 0) return ""
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  if (rest.length === 0) return `(${area}`
  if (rest.length <= 4) return `(${area}) ${rest}`
  // 10 digits or fewer: 4-4; 11 digits: 5-4 (mobile numbers start with 9).
  const split = digits.length === PHONE_MAX_DIGITS ? 5 : 4
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`
}
