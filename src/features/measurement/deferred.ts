import { mountedLater } from "../../ui/mountedLater"

/** Contact clicks and web-vitals, on every page (gatsby-browser wrapPageElement): their code comes after mount. */
export const DeferredMeasurement = mountedLater("measurement", () =>
  import("./Measurement").then(module => module.Measurement),
)

/** /obrigado: the purchase its address carries, reported after mount. */
export const DeferredPurchaseReport = mountedLater("purchase", () =>
  import("./PurchaseReport").then(module => module.PurchaseReport),
)
