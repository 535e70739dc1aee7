/**
 * The home promo's public entry: its dates and words (promo.ts, an offer of
 * src/features/offers), its sticky banner, and the event the banner's call to
 * action fires for the contact widget (promo-event.ts; gatsby-browser starts
 * its listeners, so the banner works before its code arrives).
 */
export { PROMO_BANNER_ID } from "./banner-id"
export { delegatePromoLinks, PROMO_EVENT, promoEventAge, recordPromoEvents } from "./promo-event"

/** The banner's code, in a chunk of its own, for a page whose plans its call to action points at (`ctaHref`). */
export const loadPromoBanner = (ctaHref: string) =>
  import("./PromoBanner").then(module => module.promoBannerTo(ctaHref))
