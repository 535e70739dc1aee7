/** The consent feature's public entry: what the rest of the site may use of it. */
export {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  leadConsent,
  type LeadConsent,
  type OptionalCategory,
} from "./consent"
export { consentGranted, consentPolicyRevision, consentSnapshot, subscribeConsent } from "./consent-state"
export { CookiePreferencesButton } from "./CookiePreferencesButton"
export { DeferredTags } from "./tags/DeferredTags"
export { installGtag } from "./tags/gtag"
export { TAG_HOSTS } from "./tags/tags"
export { appLoadedEvent, pushDataLayer, type AnalyticsWindow } from "./tags/data-layer"
