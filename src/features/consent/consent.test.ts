import {
  CONSENT_MODE_DEFAULTS,
  CONSENT_STORAGE_KEY,
  consentModeFor,
  leadConsent,
  optionalCategories,
  parseStoredChoice,
  readStoredChoice,
} from "./consent"
import { createMemoryStorage } from "../../lib/storage"

const NOW = Date.parse("2026-03-10T12:00:00.000Z")

/** A record as vanilla-cookieconsent writes it (localStorage mode). */
const stored = (overrides: Record<string, unknown> = {}) => ({
  categories: ["necessary", "analytics"],
  revision: 3,
  data: null,
  consentTimestamp: "2026-03-01T09:00:00.000Z",
  consentId: "c0a8b1e2-0000-4000-8000-000000000001",
  services: { necessary: [], analytics: [], marketing: [] },
  languageCode: "pt-BR",
  lastConsentTimestamp: "2026-03-05T09:00:00.000Z",
  expirationTime: NOW + 1000,
  ...overrides,
})

describe("Consent Mode v2 signals", () => {
  it("deny everything by default", () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    })
  })

  it("grant analytics_storage for analytics only", () => {
    expect(consentModeFor(["analytics"])).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    })
  })

  it("grant the three ad settings for marketing", () => {
    expect(consentModeFor(["marketing"])).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    })
  })

  it("grant all four when the visitor accepts everything, and none after a rejection", () => {
    expect(Object.values(consentModeFor(["analytics", "marketing"]))).toEqual(Array(4).fill("granted"))
    expect(consentModeFor([])).toEqual(CONSENT_MODE_DEFAULTS)
  })

  it("read only the known optional categories, once each", () => {
    expect(optionalCategories(["marketing", "necessary", "ads", "analytics", "marketing"])).toEqual([
      "analytics",
      "marketing",
    ])
  })
})

describe("the stored choice", () => {
  it("holds the granted categories, the policy version and when the visitor chose", () => {
    expect(parseStoredChoice(stored(), 3, NOW)).toEqual({
      granted: ["analytics"],
      revision: 3,
      decidedAt: "2026-03-05T09:00:00.000Z",
    })
  })

  it("no longer counts under a new policy version, so the banner asks again", () => {
    expect(parseStoredChoice(stored(), 4, NOW)).toBeUndefined()
  })

  it("no longer counts once expired", () => {
    expect(parseStoredChoice(stored({ expirationTime: NOW - 1 }), 3, NOW)).toBeUndefined()
  })

  it.each([
    ["no consent id", { consentId: "" }],
    ["no categories", { categories: "analytics" }],
    ["no timestamp", { lastConsentTimestamp: undefined }],
    ["a bad timestamp", { consentTimestamp: "yesterday" }],
    ["no expiry", { expirationTime: undefined }],
  ])("is not a choice with %s", (_, overrides) => {
    expect(parseStoredChoice(stored(overrides), 3, NOW)).toBeUndefined()
  })

  it("is read from storage; garbage or refused storage mean no choice yet", () => {
    const store = createMemoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(stored({ categories: ["necessary"] })) })
    expect(readStoredChoice(store, 3, NOW)?.granted).toEqual([])
    expect(readStoredChoice(createMemoryStorage({ [CONSENT_STORAGE_KEY]: "{oops" }), 3, NOW)).toBeUndefined()
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    expect(readStoredChoice(refusing, 3, NOW)).toBeUndefined()
    expect(readStoredChoice(undefined, 3, NOW)).toBeUndefined()
  })
})

describe("the lead's consent field", () => {
  it("names the granted categories, necessary first, with the policy version and the time of the choice", () => {
    expect(
      leadConsent({ granted: ["analytics", "marketing"], revision: 3, decidedAt: "2026-03-05T09:00:00.000Z" }, 3),
    ).toEqual({
      categorias: ["necessary", "analytics", "marketing"],
      versao_politica: 3,
      data_escolha: "2026-03-05T09:00:00.000Z",
    })
  })

  it("records necessary only, and no choice time, for a visitor who never answered", () => {
    expect(leadConsent(undefined, 3)).toEqual({ categorias: ["necessary"], versao_politica: 3, data_escolha: null })
    expect(leadConsent(undefined, undefined).versao_politica).toBeNull()
  })
})
