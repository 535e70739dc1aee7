import consentJson from "../../../content/data/consent.json"
import { buildConsentConfig, choiceFromRecord, escapeHtml, type ConsentCopy } from "./consent-config"
import { CONSENT_STORAGE_KEY, type ConsentChoice } from "./consent"

const copy = consentJson as ConsentCopy

describe("the consent banner's configuration", () => {
  const choices: ConsentChoice[] = []
  const config = buildConsentConfig(copy, {
    policyUrl: "/politica-de-privacidade#cookies",
    onChoice: c => choices.push(c),
  })
  const translation = config.language.translations[config.language.default]
  if (typeof translation !== "object" || typeof translation === "function")
    throw new Error("inline translation expected")

  it("is opt-in, shown to automated browsers too, and asks again when the policy version changes", () => {
    expect(config.mode).toBe("opt-in")
    expect(config.hideFromBots).toBe(false)
    expect(config.revision).toBe(copy.revision)
    expect(config.cookie).toMatchObject({ name: CONSENT_STORAGE_KEY, useLocalStorage: true })
  })

  it("keeps necessary always on and read-only, and analytics and marketing off until chosen", () => {
    expect(config.categories.necessary).toMatchObject({ enabled: true, readOnly: true })
    expect(config.categories.analytics.enabled).toBeUndefined()
    expect(config.categories.marketing.enabled).toBeUndefined()
  })

  it("labels accept and reject from content, with equal weight", () => {
    expect(translation.consentModal.acceptAllBtn).toBe(copy.banner.acceptAll)
    expect(translation.consentModal.acceptNecessaryBtn).toBe(copy.banner.rejectAll)
    expect(translation.consentModal.showPreferencesBtn).toBe(copy.banner.customize)
    expect(translation.preferencesModal.savePreferencesBtn).toBe(copy.preferences.save)
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true)
  })

  it("links the banner to the privacy policy's cookies section", () => {
    expect(translation.consentModal.description).toContain('href="/politica-de-privacidade#cookies"')
  })

  it("gives each category a switch section with its own rows of the cookie table", () => {
    const sections = translation.preferencesModal.sections.filter(section => section.linkedCategory)
    expect(sections.map(section => section.linkedCategory)).toEqual(["necessary", "analytics", "marketing"])
    const names = (id: string) =>
      sections.find(section => section.linkedCategory === id)?.cookieTable?.body.map(row => row.name)
    expect(names("analytics")).toContain("_ga")
    expect(names("marketing")).toContain("_fbp")
    expect(names("necessary")).toContain(CONSENT_STORAGE_KEY)
  })

  it("escapes writers' text, which the library renders as HTML", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)"> & 'a'`)).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;a&#39;",
    )
    const tricky = buildConsentConfig(
      { ...copy, banner: { ...copy.banner, description: "<b>oi</b>" } },
      { policyUrl: "/p", onChoice: () => undefined },
    )
    const text = tricky.language.translations[tricky.language.default]
    expect(typeof text === "object" && text.consentModal.description).toContain("&lt;b&gt;oi&lt;/b&gt;")
  })

  it("reports the visitor's choice from the library's record", () => {
    config.onChange?.({
      cookie: {
        categories: ["necessary", "marketing"],
        revision: copy.revision,
        data: null,
        consentId: "id",
        consentTimestamp: "2026-03-01T09:00:00.000Z",
        lastConsentTimestamp: "2026-03-02T09:00:00.000Z",
        languageCode: "pt-BR",
        services: {},
        expirationTime: 0,
      },
      changedCategories: ["marketing"],
      changedServices: {},
    })
    expect(choices).toEqual([
      { granted: ["marketing"], revision: copy.revision, decidedAt: "2026-03-02T09:00:00.000Z" },
    ])
    const firstChoice = {
      categories: ["necessary"],
      revision: 1,
      data: null,
      consentId: "id",
      consentTimestamp: "2026-03-01T09:00:00.000Z",
      lastConsentTimestamp: "",
      languageCode: "pt-BR",
      services: {},
      expirationTime: 0,
    }
    expect(choiceFromRecord(firstChoice)).toEqual({ granted: [], revision: 1, decidedAt: "2026-03-01T09:00:00.000Z" })
  })
})
