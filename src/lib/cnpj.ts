/**
 * CNPJ: 12 characters of base and 2 check digits, each a weighted sum modulo 11. Since July 2026 the base may hold
 * capital letters (IN RFB 2.229/2024), each worth its character code minus 48 ("A" → 17).
 */

const BODY = /^[0-9A-Z]{12}[0-9]{2}$/
/** "12.345.678/0001-95" or "12345678000195" (letters in the first 12 places for the new format). */
const WRITTEN = /^([0-9A-Z]{2})\.?([0-9A-Z]{3})\.?([0-9A-Z]{3})\/?([0-9A-Z]{4})-?([0-9]{2})$/

const valueOf = (char: string) => char.charCodeAt(0) - 48

/** One check digit over `base` (12 or 13 characters): weights 2…9 from the right, repeating. */
function checkDigit(base: string): number {
  let sum = 0
  for (let i = 0; i < base.length; i++) sum += valueOf(base[i]) * (2 + ((base.length - 1 - i) % 8))
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** The two check digits of a 12-character base. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base)
  return `${first}${checkDigit(`${base}${first}`)}`
}

/** The 14 characters of a CNPJ written with or without its punctuation, or undefined when it has another shape. */
export function cnpjBody(value: string): string | undefined {
  const match = WRITTEN.exec(value.trim().toUpperCase())
  return match ? match.slice(1).join("") : undefined
}

/** What is wrong with a CNPJ, completing "<value> …", in Portuguese (writers read it in the build and the CMS). */
export function cnpjProblem(value: string): string | undefined {
  const body = cnpjBody(value)
  if (!body || !BODY.test(body)) return 'não é um CNPJ: escreva-o como "12.345.678/0001-95"'
  if (/^(.)\1{13}$/.test(body)) return "não é um CNPJ de verdade (todos os caracteres são iguais)"
  const expected = cnpjCheckDigits(body.slice(0, 12))
  if (body.slice(12) !== expected) {
    return `tem os dígitos verificadores errados: seriam ${expected}, não ${body.slice(12)}; confira o número`
  }
  return undefined
}

export const isValidCnpj = (value: string): boolean => cnpjProblem(value) === undefined

/** The CNPJ as it is usually written: 12.345.678/0001-95 (unchanged when it is not one). */
export function formatCnpj(value: string): string {
  const body = cnpjBody(value)
  if (!body) return value
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5, 8)}/${body.slice(8, 12)}-${body.slice(12)}`
}
