/**
 * What comes with the cookie banner, in one late chunk (`consent-banner`,
 * imported by consent-controller.ts only when the banner or the preferences
 * are needed): vanilla-cookieconsent, its configuration built from the
 * writers' copy, and the site's theme for it.
 */
export { run, showPreferences } from "vanilla-cookieconsent"
export { buildConsentConfig } from "./consent-config"
export { CONSENT_THEME_CSS } from "./consent-theme"
