/**
 * What comes with the cookie banner, in one late chunk (`consent-banner`,
 * imported by consent-controller.ts only when the banner or the preferences
 * are needed): vanilla-cookieconsent, its configuration built from the
 * writers' copy, and the site's theme for it.
 */
import consentJson from "../../../content/data/consent.json"
import type { ConsentCopy } from "./consent-config"

export { run, showPreferences } from "vanilla-cookieconsent"
export { buildConsentConfig } from "./consent-config"
export { CONSENT_THEME_CSS } from "./consent-theme"

/** The writers' copy of the banner and the preferences (content/data/consent.json). */
export const CONSENT_COPY = consentJson as ConsentCopy
