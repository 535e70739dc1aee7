import { deferredComponent } from "../../ui/deferred-component"

/**
 * The customer week's clock (week.tsx), fetched as the page mounts, so none of it is first-load code: the head's
 * script and CSS show the week's state from the first paint (offers/offer-document.tsx).
 */
export const DeferredCustomerWeek = deferredComponent("customer week", () =>
  import("./week").then(module => module.CustomerWeek),
)
