/** 1497 → 'R$ 1.497', 164.08 → 'R$ 164,08' (cents only when there are any). */
export function formatPrice(value: number): string {
  const hasCents = Math.round(value * 100) % 100 !== 0
  return `R$ ${value.toLocaleString("pt-BR", {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  })}`
}
