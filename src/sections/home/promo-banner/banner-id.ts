/** The promo banner's element id: the page fetches its code once idle, or at the visitor's first touch in it. */
export const PROMO_BANNER_ID = "banner-promocional"
