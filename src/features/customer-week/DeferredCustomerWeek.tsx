import { mountedLater } from "../../ui/mountedLater"

/**
 * The customer week's clock and buy-button listener (week.tsx), fetched as
 * the page mounts, so none of it is first-load JavaScript: the head's script
 * and CSS already show the week's state from the first paint
 * (offer-document.tsx). The buy buttons sit far below the first screen; in
 * the moment before the listener is in, one is a plain link to the checkout,
 * without the campaign.
 */
export const DeferredCustomerWeek = mountedLater("customer week", () =>
  import("./week").then(module => module.CustomerWeek),
)
