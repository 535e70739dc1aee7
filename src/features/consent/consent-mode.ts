/**
 * Google Consent Mode v2: the four settings Google's tags read, all denied
 * until the visitor chooses. Tiny on purpose: it is first-load code (the
 * defaults go to dataLayer at entry, src/features/consent/tags/gtag.ts).
 */

export type ConsentSignal = "granted" | "denied"

export interface ConsentModeSettings {
  ad_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
  analytics_storage: ConsentSignal
}

/** Before any tag, and for as long as the visitor has not chosen: everything denied. */
export const CONSENT_MODE_DEFAULTS: Readonly<ConsentModeSettings> = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
}
