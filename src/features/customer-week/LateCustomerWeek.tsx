import { mountedLater } from "../../ui/mountedLater"

/**
 * The customer week's clock and buy-button listener (week.tsx), fetched once
 * the page has mounted, so none of it is first-load JavaScript: the inline
 * head script already set the week's state for the first paint, and until the
 * listener is in place a buy button is a plain link to the checkout.
 */
export const LateCustomerWeek = mountedLater("customer week", () =>
  import("./week").then(module => module.CustomerWeek),
)
