import { deferredComponent } from "../../ui/deferred-component"

/** The customer week's clock, fetched as the page mounts: the head's script and CSS show its state until then. */
export const DeferredCustomerWeek = deferredComponent("customer week", () =>
  import("./week").then(module => module.CustomerWeek),
)
