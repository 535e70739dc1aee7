/** The customer-week banner's element id: the page fetches its code as it mounts (src/sections/deferred.tsx). */
export const WEEK_BANNER_ID = "banner-da-semana"
