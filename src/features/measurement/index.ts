/**
 * The measurement feature's public entry: the funnel's events (lead, checkout,
 * contact, purchase) to GA4, GTM's dataLayer and Meta after consent, and real
 * visitors' speed (web-vitals). Its runtime and /obrigado's purchase come after mount.
 */
export { contactLinkAttributes } from "./contact-links"
export { DeferredMeasurement, DeferredPurchaseReport } from "./deferred"
export { type CheckoutItem } from "./events"
export { PURCHASES_STORAGE_KEY } from "./purchase"
export { useMeasurementSettings } from "./settings"
export { type MeasurementSettings } from "./send"
export { trackBeginCheckout, trackLead } from "./track"
