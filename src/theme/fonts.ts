import interLatin from "../fonts/inter-latin-wght.woff2"

/** Inter, self-hosted: Latin subset, variable weight 400–900 (scripts/subset-font.mjs writes the file). */
export const INTER_URL = interLatin

/** The characters the subset holds (keep in step with RANGES in scripts/subset-font.mjs). */
const UNICODE_RANGE = "U+0020-007E, U+00A0-017F, U+2010-2027, U+2030-203A, U+20AC, U+2122, U+2190-2193, U+2212"

/** Preloaded in every page's head (gatsby-ssr); shown with `swap` over the metric-matched fallback. */
export const interFontFace = `
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-weight: 400 900;
    font-display: swap;
    src: url(${INTER_URL}) format("woff2-variations"), url(${INTER_URL}) format("woff2");
    unicode-range: ${UNICODE_RANGE};
  }
`
