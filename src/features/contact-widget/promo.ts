/** Timings of the promo banner and the contact widget's promo bubble. */

/** Page event the banner's call to action fires; the contact widget listens for it. */
export const PROMO_EVENT = "triggerWhatsAppPromo"

export const BANNER_ENTRANCE_MS = 100
/** The "few hours left" line appears this long after load… */
export const HURRY_LINE_AT_MS = 10_000
/** …and stays this long. */
export const HURRY_LINE_FOR_MS = 3_000
/** Delay between the banner's call to action and the promo event. */
export const PROMO_EVENT_DELAY_MS = 1_000
export const PROMO_BUBBLE_MS = 5_000
export const PROMO_PULSE_MS = 2_000

export function dispatchPromoEvent(target: Window = window): void {
  target.dispatchEvent(new CustomEvent(PROMO_EVENT))
}

let lastPromoAt: number | null = null

/**
 * Remembers when the promo event last fired (gatsby-browser starts it), so a
 * contact widget whose code arrives a moment later still shows the bubble.
 */
export function recordPromoEvents(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener(PROMO_EVENT, () => {
    lastPromoAt = now()
  })
}

/** How long ago the promo event fired, or null if it has not (or too long ago to matter). */
export function promoEventAge(now: number = Date.now()): number | null {
  if (lastPromoAt === null) return null
  const age = now - lastPromoAt
  return age >= 0 && age < PROMO_BUBBLE_MS ? age : null
}
