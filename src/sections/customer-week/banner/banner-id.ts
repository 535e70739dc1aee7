/** The customer-week banner's element id: the page fetches its code once idle, or at the visitor's first touch in it. */
export const WEEK_BANNER_ID = "banner-da-semana"
