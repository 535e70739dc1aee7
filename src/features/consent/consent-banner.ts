/** The banner's chunk: vanilla-cookieconsent with the writers' copy, every string escaped (it writes HTML). */
import type CookieConsent from "vanilla-cookieconsent"
import consentJson from "../../../content/data/consent.json"
import type { ConsentFile } from "../../content-model/schemas/site"
import { CONSENT_MAX_AGE_DAYS, CONSENT_STORAGE_KEY, optionalCategories, type ConsentChoice } from "./consent"

export { run, showPreferences } from "vanilla-cookieconsent"
export { CONSENT_THEME_CSS } from "./consent-theme"

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, char => HTML_ESCAPES[char])

const link = (href: string, label: string) => `<a class="cc__link" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`

const COLUMNS = ["name", "provider", "purpose", "lifetime"] as const
const tableRow = (row: Record<(typeof COLUMNS)[number], string>) =>
  Object.fromEntries(COLUMNS.map(column => [column, escapeHtml(row[column])]))

/** Cookies the library clears when the visitor withdraws their category. */
const autoClear = (...cookies: CookieConsent.CookieItem[]) => ({ autoClear: { cookies } })

/** `onChoice` hears every decision and, when one is stored, the stored one at page load. */
export function buildConsentConfig(
  { policyUrl, root, onChoice }: { policyUrl: string; root?: Element; onChoice: (choice: ConsentChoice) => void },
  copy = consentJson as ConsentFile,
): CookieConsent.CookieConsentConfig {
  const { banner, preferences } = copy
  const report = ({ cookie }: { cookie: CookieConsent.CookieValue }) =>
    onChoice({
      granted: optionalCategories(cookie.categories),
      revision: cookie.revision,
      decidedAt: cookie.lastConsentTimestamp || cookie.consentTimestamp,
    })
  return {
    root,
    mode: "opt-in",
    revision: copy.revision,
    autoShow: true,
    // Automated browsers (and our tests) must see the banner like visitors do.
    hideFromBots: false,
    // No tag is a <script data-category>: Tags.tsx loads them after consent.
    manageScriptTags: false,
    autoClearCookies: true,
    disablePageInteraction: false,
    cookie: { name: CONSENT_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: CONSENT_MAX_AGE_DAYS },
    guiOptions: {
      consentModal: { layout: "bar inline", position: "bottom", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: autoClear({ name: /^_ga/ }, { name: "_gid" }),
      marketing: autoClear({ name: "_fbp" }, { name: "_fbc" }, { name: /^_gcl/ }),
    },
    onConsent: report,
    onChange: report,
    language: {
      default: "pt-BR",
      translations: {
        "pt-BR": {
          consentModal: {
            label: banner.label, // an attribute, not HTML
            title: escapeHtml(banner.title),
            description: `{{revisionMessage}}${escapeHtml(banner.description)} ${link(policyUrl, banner.policyLinkLabel)}`,
            revisionMessage: `<strong>${escapeHtml(banner.revisionMessage)}</strong> `,
            acceptAllBtn: escapeHtml(banner.acceptAll),
            acceptNecessaryBtn: escapeHtml(banner.rejectAll),
            showPreferencesBtn: escapeHtml(banner.customize),
          },
          preferencesModal: {
            title: escapeHtml(preferences.title),
            acceptAllBtn: escapeHtml(preferences.acceptAll),
            acceptNecessaryBtn: escapeHtml(preferences.rejectAll),
            savePreferencesBtn: escapeHtml(preferences.save),
            closeIconLabel: preferences.close,
            sections: [
              { description: escapeHtml(preferences.intro) },
              ...copy.categories.map(category => ({
                title: escapeHtml(category.title),
                description: escapeHtml(category.description),
                linkedCategory: category.id,
                cookieTable: {
                  headers: tableRow(copy.tableHeaders),
                  body: copy.storage.filter(item => item.category === category.id).map(tableRow),
                },
              })),
              {
                title: escapeHtml(preferences.moreTitle),
                description: `${escapeHtml(preferences.moreDescription)} ${link(policyUrl, preferences.policyLinkLabel)}.`,
              },
            ],
          },
        },
      },
    },
  }
}
