import { mountedLater } from "./mountedLater"

/**
 * The global styles for a page without the server's critical CSS (gatsby
 * develop renders in the browser only), fetched on demand: built pages never need them.
 */
export const LazyGlobalStyles = mountedLater("global styles", () =>
  import("../../theme/GlobalStyles").then(module => module.GlobalStyles),
)
