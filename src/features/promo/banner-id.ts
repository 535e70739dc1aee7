/** The promo banner's element id: the page fetches its code as it mounts (src/sections/deferred.tsx). */
export const PROMO_BANNER_ID = "banner-promocional"
