/**
 * vanilla-cookieconsent's configuration, built from content/data/consent.json.
 * The library writes its texts as HTML, so every writer's string is escaped
 * here; the only markup is the policy links built below.
 */
import type CookieConsent from "vanilla-cookieconsent"
import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  optionalCategories,
  type ConsentCategory,
  type ConsentChoice,
} from "./consent"
import type { ConsentFile } from "../../content-model/schemas/site"

export type ConsentCopy = ConsentFile

/** The language code of the single translation (the site is pt-BR only). */
export const CONSENT_LANGUAGE = "pt-BR"

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, char => HTML_ESCAPES[char])

const link = (href: string, label: string) => `<a class="cc__link" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`

/** Cookies each category may set, cleared by the library when the visitor withdraws it. */
const AUTO_CLEAR: Record<Exclude<ConsentCategory, "necessary">, CookieConsent.CookieItem[]> = {
  analytics: [{ name: /^_ga/ }, { name: "_gid" }],
  marketing: [{ name: "_fbp" }, { name: "_fbc" }, { name: /^_gcl/ }],
}

export interface ConsentConfigOptions {
  /** The privacy policy's section on cookies. */
  policyUrl: string
  /** Where the banner goes in the document (the library appends it to the body by default). */
  root?: Element
  /** Called with the visitor's choice at every decision and, when one is stored, at page load. */
  onChoice: (choice: ConsentChoice) => void
}

/** The library's stored record as our choice (it only calls back with a valid one). */
export function choiceFromRecord(record: CookieConsent.CookieValue): ConsentChoice {
  return {
    granted: optionalCategories(record.categories),
    revision: record.revision,
    decidedAt: record.lastConsentTimestamp || record.consentTimestamp,
  }
}

function cookieTable(copy: ConsentCopy, category: ConsentCategory): CookieConsent.CookieTable {
  const { tableHeaders } = copy
  return {
    headers: {
      name: escapeHtml(tableHeaders.name),
      provider: escapeHtml(tableHeaders.provider),
      purpose: escapeHtml(tableHeaders.purpose),
      lifetime: escapeHtml(tableHeaders.lifetime),
    },
    body: copy.storage
      .filter(item => item.category === category)
      .map(item => ({
        name: escapeHtml(item.name),
        provider: escapeHtml(item.provider),
        purpose: escapeHtml(item.purpose),
        lifetime: escapeHtml(item.lifetime),
      })),
  }
}

export function buildConsentConfig(
  copy: ConsentCopy,
  options: ConsentConfigOptions,
): CookieConsent.CookieConsentConfig {
  const { banner, preferences } = copy
  const report = ({ cookie }: { cookie: CookieConsent.CookieValue }) => options.onChoice(choiceFromRecord(cookie))
  return {
    root: options.root,
    mode: "opt-in",
    revision: copy.revision,
    autoShow: true,
    // Automated browsers (and our tests) must see the banner like visitors do.
    hideFromBots: false,
    // No tag is written as a <script data-category>: Tags.tsx loads them after consent.
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
      analytics: { autoClear: { cookies: AUTO_CLEAR.analytics } },
      marketing: { autoClear: { cookies: AUTO_CLEAR.marketing } },
    },
    onConsent: report,
    onChange: report,
    language: {
      default: CONSENT_LANGUAGE,
      translations: {
        [CONSENT_LANGUAGE]: {
          consentModal: {
            // Set as an attribute by the library (not HTML).
            label: banner.label,
            title: escapeHtml(banner.title),
            description: `{{revisionMessage}}${escapeHtml(banner.description)} ${link(options.policyUrl, banner.policyLinkLabel)}`,
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
                cookieTable: cookieTable(copy, category.id),
              })),
              {
                title: escapeHtml(preferences.moreTitle),
                description: `${escapeHtml(preferences.moreDescription)} ${link(options.policyUrl, preferences.policyLinkLabel)}.`,
              },
            ],
          },
        },
      },
    },
  }
}
