import type CookieConsent from "vanilla-cookieconsent"
import consentJson from "../../../content/data/consent.json"
import { buildConsentConfig } from "./consent-banner"
import type { ConsentFile } from "../../content-model/schemas/site"
import { CONSENT_STORAGE_KEY, type ConsentChoice } from "./consent"

type Translation = CookieConsent.Translation
const copy = consentJson as ConsentFile
const choices: ConsentChoice[] = []
const configOf = (writers = copy) =>
  buildConsentConfig({ policyUrl: "/politica-de-privacidade#cookies", onChoice: c => choices.push(c) }, writers)
const config = configOf()
const textOf = (built: CookieConsent.CookieConsentConfig) => built.language.translations["pt-BR"] as Translation
const { consentModal, preferencesModal } = textOf(config)

it("is opt-in, shown to automated browsers too, asks again for a new policy version, keeps necessary on", () => {
  expect(config).toMatchObject({ mode: "opt-in", hideFromBots: false, revision: copy.revision })
  expect(config.cookie).toMatchObject({ name: CONSENT_STORAGE_KEY, useLocalStorage: true })
  expect(config.categories.necessary).toMatchObject({ enabled: true, readOnly: true })
  expect(config.categories.analytics.enabled).toBeUndefined()
  expect(config.categories.marketing.enabled).toBeUndefined()
})

it("labels accept and reject from content, with equal weight, and links the policy's cookies section", () => {
  expect(consentModal.acceptAllBtn).toBe(copy.banner.acceptAll)
  expect(consentModal.acceptNecessaryBtn).toBe(copy.banner.rejectAll)
  expect(preferencesModal.savePreferencesBtn).toBe(copy.preferences.save)
  expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true)
  expect(consentModal.description).toContain('href="/politica-de-privacidade#cookies"')
})

it("gives each category a switch with its own rows of the cookie table", () => {
  const rows = (id: string) =>
    preferencesModal.sections.find(section => section.linkedCategory === id)?.cookieTable?.body.map(row => row.name)
  expect(rows("necessary")).toContain(CONSENT_STORAGE_KEY)
  expect(rows("analytics")).toContain("_ga")
  expect(rows("marketing")).toContain("_fbp")
})

it("escapes writers' text, which the library renders as HTML", () => {
  const tricky = configOf({ ...copy, banner: { ...copy.banner, description: `<b>"oi"</b> & 'a'` } })
  expect(textOf(tricky).consentModal.description).toContain("&lt;b&gt;&quot;oi&quot;&lt;/b&gt; &amp; &#39;a&#39;")
})

it("reports the visitor's choice from the library's record, dated by the last decision or else the first", () => {
  const cookie = {
    categories: ["necessary", "marketing"],
    revision: 2,
    consentTimestamp: "2026-03-01T09:00:00.000Z",
    lastConsentTimestamp: "2026-03-02T09:00:00.000Z",
  } as CookieConsent.CookieValue
  config.onChange?.({ cookie, changedCategories: [], changedServices: {} })
  config.onConsent?.({ cookie: { ...cookie, lastConsentTimestamp: "" } })
  expect(choices).toEqual([
    { granted: ["marketing"], revision: 2, decidedAt: "2026-03-02T09:00:00.000Z" },
    { granted: ["marketing"], revision: 2, decidedAt: "2026-03-01T09:00:00.000Z" },
  ])
})
