import { deferredComponent } from "./deferred-component"

/** The global styles for a page without the server's copy (gatsby develop), fetched after mount. */
export const DeferredGlobalStyles = deferredComponent("global styles", () =>
  import("../theme/GlobalStyles").then(module => module.GlobalStyles),
)
