/** Dispatched on window at every client-side navigation (gatsby-browser): the tag loader counts it as a page view. */
export const ROUTE_UPDATE_EVENT = "formacao-magic:route-update"
