/** Addresses of the legal pages (src/pages/politica-de-privacidade.tsx, src/pages/termos-de-uso.tsx). */
export const PRIVACY_PATH = "/politica-de-privacidade"
export const TERMS_PATH = "/termos-de-uso"
/** The privacy policy's section on cookies and storage: the banner links straight to it. */
export const PRIVACY_COOKIES_URL = `${PRIVACY_PATH}#cookies`
