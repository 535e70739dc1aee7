import { CONSENT_STORAGE_KEY, leadConsent, readStoredChoice } from "./consent"
import { createMemoryStorage } from "../../lib/storage"

const NOW = Date.parse("2026-03-10T12:00:00.000Z")

/** The choice as vanilla-cookieconsent stores it, read back under policy version 3. */
const read = (overrides: Record<string, unknown> = {}, revision = 3) => {
  const record = {
    categories: ["necessary", "analytics", "ads"],
    revision: 3,
    consentTimestamp: "2026-03-01T09:00:00.000Z",
    consentId: "c0a8b1e2-0000-4000-8000-000000000001",
    lastConsentTimestamp: "2026-03-05T09:00:00.000Z",
    expirationTime: NOW + 1000,
    ...overrides,
  }
  return readStoredChoice(createMemoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(record) }), revision, NOW)
}

describe("the stored choice", () => {
  it("holds the known categories granted, the policy version and when the visitor chose", () => {
    expect(read()).toEqual({ granted: ["analytics"], revision: 3, decidedAt: "2026-03-05T09:00:00.000Z" })
  })

  it.each([
    ["under a new policy version", {}, 4],
    ["once expired", { expirationTime: NOW - 1 }, 3],
    ["without a consent id", { consentId: "" }, 3],
    ["without categories", { categories: "analytics" }, 3],
    ["without a valid timestamp", { consentTimestamp: "ontem" }, 3],
  ])("no longer counts %s, so the banner asks again", (_, overrides, revision) => {
    expect(read(overrides, revision)).toBeUndefined()
  })

  it("is no choice when storage holds garbage or refuses", () => {
    expect(readStoredChoice(createMemoryStorage({ [CONSENT_STORAGE_KEY]: "{oops" }), 3, NOW)).toBeUndefined()
    const refusing = createMemoryStorage()
    refusing.getItem = () => {
      throw new Error("SecurityError")
    }
    expect(readStoredChoice(refusing, 3, NOW)).toBeUndefined()
  })
})

it("a lead records necessary first, the granted categories, the policy version and the time of the choice", () => {
  const choice = { granted: ["analytics", "marketing"], revision: 3, decidedAt: "2026-03-05T09:00:00.000Z" } as const
  expect(leadConsent({ ...choice, granted: [...choice.granted] }, 3)).toEqual({
    categorias: ["necessary", "analytics", "marketing"],
    versao_politica: 3,
    data_escolha: "2026-03-05T09:00:00.000Z",
  })
  expect(leadConsent(undefined, 3)).toEqual({ categorias: ["necessary"], versao_politica: 3, data_escolha: null })
})
