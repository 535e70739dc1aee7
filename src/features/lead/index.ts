/**
 * The lead feature's public entry: plan buttons and the lead modal, campaign
 * capture and outbox retries, analytics events and checkout links. (Webpack
 * treats this file as free of side effects, so importing one name does not
 * pull in the others.)
 */
export { checkoutLinkAttributes } from "./checkout/checkout-link-attributes"
export { useCheckoutLinks } from "./checkout/checkout-links"
export { checkoutUrlOr } from "./checkout/checkout-url"
export { LEAD_STORAGE_KEY } from "./delivery/lead-delivery"
export { OUTBOX_STORAGE_KEY } from "./delivery/lead-outbox"
export { startOutboxRetries } from "./delivery/outbox-retries"
export { EMAIL_PATTERN } from "./form/validators"
export { LeadModalHost } from "./modal/LeadModalHost"
export { PlanButton } from "./modal/PlanButton"
export { FIRST_TOUCH_STORAGE_KEY, TRACKING_STORAGE_KEY } from "./tracking/campaign"
export { captureRouteChange, startCampaignCapture } from "./tracking/campaign-start"
