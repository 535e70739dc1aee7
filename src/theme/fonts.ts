import interLatin from "../fonts/inter-latin-wght.woff2"

/** Inter's Latin subset (declared in fonts.css); gatsby-ssr preloads it. */
export const INTER_URL = interLatin
