/** The stored cookie choice, read synchronously: a returning visitor's tags follow it before the banner's code. */
import {
  OPTIONAL_CATEGORIES,
  type ConsentCategory,
  type OptionalCategory,
} from "../../content-model/consent-categories"
import { isRecord, type KeyValueStore } from "../../lib/storage"

export type { OptionalCategory }

export const CONSENT_STORAGE_KEY = "formacao-magic:consent"
/** How long a choice holds before the banner asks again (about 6 months, the library's default). */
export const CONSENT_MAX_AGE_DAYS = 182

/** `revision`: the privacy policy's version it was made under; `decidedAt`: ISO 8601. */
export type ConsentChoice = { granted: OptionalCategory[]; revision: number; decidedAt: string }

/** The optional categories among `categories`, once each, in a stable order (unknown names ignored). */
export const optionalCategories = (categories: readonly unknown[]): OptionalCategory[] =>
  OPTIONAL_CATEGORIES.filter(category => categories.includes(category))

const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value))

/** The stored choice; undefined when the banner would ask again (another policy version, expired, no storage…). */
export function readStoredChoice(store: KeyValueStore | undefined, revision: number, now: number) {
  try {
    const value: unknown = JSON.parse(store?.getItem(CONSENT_STORAGE_KEY) ?? "null")
    if (!isRecord(value) || !Array.isArray(value.categories) || value.revision !== revision) return undefined
    if (typeof value.consentId !== "string" || !value.consentId || !isTime(value.consentTimestamp)) return undefined
    if (!isTime(value.lastConsentTimestamp) || typeof value.expirationTime !== "number" || now > value.expirationTime)
      return undefined
    const decidedAt = new Date(value.lastConsentTimestamp).toISOString()
    return { granted: optionalCategories(value.categories), revision, decidedAt }
  } catch {
    return undefined
  }
}

/** What a lead tells the CRM of its sender's consent: categories on, the policy's version, when they chose. */
export type LeadConsent = { categorias: ConsentCategory[]; versao_politica: number | null; data_escolha: string | null }

export function leadConsent(choice: ConsentChoice | undefined, revision: number | undefined): LeadConsent {
  return {
    categorias: ["necessary", ...(choice?.granted ?? [])],
    versao_politica: choice?.revision ?? revision ?? null,
    data_escolha: choice?.decidedAt ?? null,
  }
}

export const sameCategories = (a: readonly OptionalCategory[], b: readonly OptionalCategory[]): boolean =>
  a.length === b.length && a.every(category => b.includes(category))
