/** Address of vanilla-cookieconsent's stylesheet, served as its own file (plugins/consent-styles). */
declare const CONSENT_STYLESHEET_URL: string
