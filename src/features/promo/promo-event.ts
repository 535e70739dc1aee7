/** The promo banner's timings, and the page event its call to action fires for the contact widget. */
export const PROMO_EVENT = "triggerWhatsAppPromo"
export const BANNER_ENTRANCE_MS = 100
/** The "few hours left" line appears this long after load, and stays HURRY_LINE_FOR_MS. */
export const HURRY_LINE_AT_MS = 10_000
export const HURRY_LINE_FOR_MS = 3_000
/** Marks the promo's call to action: besides going where it points, it fires the promo event a second later. */
export const PROMO_LINK_ATTRIBUTE = "data-promo-link"
const PROMO_EVENT_DELAY_MS = 1_000

let lastPromoAt: number | null = null

/** From the app's start, in the capture phase: a promo link's click fires the promo event, its time kept. */
export function startPromoEvents(target: Window = window): void {
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${PROMO_LINK_ATTRIBUTE}]`))
      target.setTimeout(() => target.dispatchEvent(new CustomEvent(PROMO_EVENT)), PROMO_EVENT_DELAY_MS)
  }
  target.document.addEventListener("click", onClick, { capture: true })
  target.addEventListener(PROMO_EVENT, () => (lastPromoAt = Date.now()))
}

/** How long ago the promo event last fired, or null if it has not. */
export function promoEventAge(now = Date.now()): number | null {
  const age = lastPromoAt === null ? -1 : now - lastPromoAt
  return age >= 0 ? age : null
}
