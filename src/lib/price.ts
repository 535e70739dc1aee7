/**
 * Prices are written in content as Brazilian text ('R$ 1.497', 'R$ 164,08').
 * These helpers turn them into numbers for analytics and checks, and back.
 */

/** 'R$ 1.497' → 1497, 'R$ 164,08' → 164.08; NaN when the text is not a price. */
export function parsePrice(priceText: string): number {
  const match = /^R\$\s*([\d.]+(?:,\d{1,2})?)$/.exec(priceText.trim())
  if (!match) return Number.NaN
  return Number(match[1].replace(/\./g, "").replace(",", "."))
}

/** 1497 → 'R$ 1.497', 164.08 → 'R$ 164,08' (cents only when there are any). */
export function formatPrice(value: number): string {
  const hasCents = Math.round(value * 100) % 100 !== 0
  return `R$ ${value.toLocaleString("pt-BR", {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  })}`
}
