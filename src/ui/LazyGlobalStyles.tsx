import { mountedLater } from "./mountedLater"

/** The global styles for a page without the server's copy (gatsby develop), fetched after mount. */
export const LazyGlobalStyles = mountedLater("global styles", () =>
  import("../theme/GlobalStyles").then(module => module.GlobalStyles),
)
