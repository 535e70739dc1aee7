/**
 * Cookie consent, framework-free: the categories a visitor can grant, the
 * choice the consent banner stores, the Google Consent Mode v2 signals that
 * follow from it, and the consent record each lead carries.
 *
 * The banner (vanilla-cookieconsent) stores the choice in localStorage under
 * CONSENT_STORAGE_KEY as its documented record ({ categories, revision,
 * consentId, consentTimestamp, lastConsentTimestamp, expirationTime, … }).
 * The page reads it here, synchronously, so a returning visitor's tags follow
 * the choice before the banner's code has even loaded.
 */
import type { ConsentModeSettings, ConsentSignal } from "./consent-mode"
import {
  OPTIONAL_CATEGORIES,
  type ConsentCategory,
  type OptionalCategory,
} from "../../content-model/consent-categories"
import { isRecord, type KeyValueStore } from "../../lib/storage"

export const CONSENT_STORAGE_KEY = "formacao-magic:consent"
/** How long a choice holds before the banner asks again (about 6 months, the library's default). */
export const CONSENT_MAX_AGE_DAYS = 182

export { CONSENT_CATEGORIES, type ConsentCategory, type OptionalCategory } from "../../content-model/consent-categories"

export { CONSENT_MODE_DEFAULTS, type ConsentModeSettings, type ConsentSignal } from "./consent-mode"

/** Analytics grants analytics_storage; marketing grants the three ad settings. */
export function consentModeFor(granted: readonly OptionalCategory[]): ConsentModeSettings {
  const signal = (category: OptionalCategory): ConsentSignal => (granted.includes(category) ? "granted" : "denied")
  return {
    ad_storage: signal("marketing"),
    ad_user_data: signal("marketing"),
    ad_personalization: signal("marketing"),
    analytics_storage: signal("analytics"),
  }
}

/** The optional categories among `categories`, once each, in a stable order (unknown names ignored). */
export function optionalCategories(categories: readonly unknown[]): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter(category => categories.includes(category))
}

export interface ConsentChoice {
  /** Optional categories the visitor granted. */
  granted: OptionalCategory[]
  /** Version of the privacy policy the choice was made under. */
  revision: number
  /** When the visitor last chose (ISO 8601). */
  decidedAt: string
}

const isIsoTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value))

/**
 * The stored record as a current choice, or undefined when the banner would
 * ask again: another policy version, expired, or not a record it wrote.
 */
export function parseStoredChoice(value: unknown, revision: number, now: number): ConsentChoice | undefined {
  if (!isRecord(value) || !Array.isArray(value.categories)) return undefined
  if (value.revision !== revision) return undefined
  if (typeof value.consentId !== "string" || value.consentId === "") return undefined
  if (!isIsoTime(value.consentTimestamp) || !isIsoTime(value.lastConsentTimestamp)) return undefined
  if (typeof value.expirationTime !== "number" || now > value.expirationTime) return undefined
  return {
    granted: optionalCategories(value.categories),
    revision,
    decidedAt: new Date(value.lastConsentTimestamp).toISOString(),
  }
}

/** The visitor's current choice from storage; blocked storage or garbage read as "not chosen yet" (nothing granted). */
export function readStoredChoice(
  store: KeyValueStore | undefined,
  revision: number,
  now: number,
): ConsentChoice | undefined {
  try {
    const raw = store?.getItem(CONSENT_STORAGE_KEY)
    return raw ? parseStoredChoice(JSON.parse(raw), revision, now) : undefined
  } catch {
    return undefined
  }
}

/** The consent state a lead carries to the CRM: what the person had agreed to when they sent it. */
export interface LeadConsent {
  /** Categories on at submit; "necessary" always. */
  categorias: ConsentCategory[]
  /** Version of the privacy policy in force (null when it was not known yet). */
  versao_politica: number | null
  /** When the visitor answered the cookie banner; null when they had not answered it. */
  data_escolha: string | null
}

export function leadConsent(choice: ConsentChoice | undefined, revision: number | undefined): LeadConsent {
  return {
    categorias: ["necessary", ...(choice?.granted ?? [])],
    versao_politica: choice?.revision ?? revision ?? null,
    data_escolha: choice?.decidedAt ?? null,
  }
}

export const sameCategories = (a: readonly OptionalCategory[], b: readonly OptionalCategory[]): boolean =>
  a.length === b.length && a.every(category => b.includes(category))
