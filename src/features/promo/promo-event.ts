/** The promo banner's timings, and the page event its call to action fires for the contact widget. */

/** Page event the banner's call to action fires; the contact widget listens for it. */
export const PROMO_EVENT = "triggerWhatsAppPromo"

export const BANNER_ENTRANCE_MS = 100
/** The "few hours left" line appears this long after load… */
export const HURRY_LINE_AT_MS = 10_000
/** …and stays this long. */
export const HURRY_LINE_FOR_MS = 3_000
/** Delay between the banner's call to action and the promo event. */
export const PROMO_EVENT_DELAY_MS = 1_000

export function dispatchPromoEvent(target: Window = window): void {
  target.dispatchEvent(new CustomEvent(PROMO_EVENT))
}

/** Marks the promo's call to action: besides going where it points, it fires the promo event PROMO_EVENT_DELAY_MS later. */
export const PROMO_LINK_ATTRIBUTE = "data-promo-link"

/**
 * Fires the promo event after a click on a promo link, from the page's first
 * script on (gatsby-browser starts it): the banner's call to action works
 * before the banner's code has arrived. In the capture phase, like the other
 * document listeners: React 18 stops a click on a part it has not hydrated.
 */
export function delegatePromoLinks(target: Window = window): () => void {
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${PROMO_LINK_ATTRIBUTE}]`))
      target.setTimeout(() => dispatchPromoEvent(target), PROMO_EVENT_DELAY_MS)
  }
  target.document.addEventListener("click", onClick, { capture: true })
  return () => target.document.removeEventListener("click", onClick, { capture: true })
}

let lastPromoAt: number | null = null

/**
 * Remembers when the promo event last fired (gatsby-browser starts it), so a
 * contact widget whose code arrives a moment later still answers it.
 */
export function recordPromoEvents(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener(PROMO_EVENT, () => {
    lastPromoAt = now()
  })
}

/** How long ago the promo event last fired, or null if it has not. */
export function promoEventAge(now: number = Date.now()): number | null {
  if (lastPromoAt === null) return null
  const age = now - lastPromoAt
  return age >= 0 ? age : null
}
