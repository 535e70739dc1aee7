import consentJson from "../../../content/data/consent.json"
import pagesJson from "../../../content/data/pages.json"
import { CONSENT_STORAGE_KEY } from "./consent"
import { COLLECTIONS } from "../../content-model/schemas"
import { validateCollection } from "../../content-model/validation"
import { FIRST_TOUCH_STORAGE_KEY, TRACKING_STORAGE_KEY } from "../lead/tracking/campaign"
import { LEAD_STORAGE_KEY } from "../lead/delivery/lead-delivery"
import { OUTBOX_STORAGE_KEY } from "../lead/delivery/lead-outbox"
import { PURCHASES_STORAGE_KEY } from "../measurement/purchase"
import { PRIVACY_PATH, TERMS_PATH } from "../legal/legal-routes"

const listed = consentJson.storage.map(item => item.name).join(" | ")

describe("the privacy policy's table of cookies and storage (content/data/consent.json)", () => {
  it.each([
    CONSENT_STORAGE_KEY,
    LEAD_STORAGE_KEY,
    TRACKING_STORAGE_KEY,
    FIRST_TOUCH_STORAGE_KEY,
    OUTBOX_STORAGE_KEY,
    PURCHASES_STORAGE_KEY,
  ])("lists the site's own key %s", key => {
    expect(consentJson.storage.map(item => item.name)).toContain(key)
  })

  it("lists Gatsby's session keys (scroll positions, reload guard)", () => {
    expect(listed).toContain("@@scroll|")
    expect(listed).toContain("gatsby-reload-compilation-hash-match")
  })

  it.each(["_ga", "_fbp", "_fbc", "_gcl_au"])("lists the tags' cookie %s under an optional category", name => {
    const item = consentJson.storage.find(entry => entry.name === name)
    expect(item?.category).toMatch(/^(analytics|marketing)$/)
  })

  it("gives every entry a purpose and a lifetime", () => {
    for (const item of consentJson.storage) {
      expect(item.purpose.trim()).not.toBe("")
      expect(item.lifetime.trim()).not.toBe("")
    }
  })
})

describe("consent.json checks", () => {
  const check = (data: unknown) =>
    validateCollection(COLLECTIONS.consent, data, { label: "content/data" }, () => undefined)

  it("is valid as committed", () => {
    expect(check(consentJson)).toEqual([])
  })

  it("wants each category explained exactly once", () => {
    const data = {
      ...consentJson,
      categories: [consentJson.categories[0], consentJson.categories[1], consentJson.categories[1]],
    }
    expect(check(data)).toContainEqual(
      expect.stringContaining('campo "categories": precisa de exatamente uma entrada com id "marketing", e há 0'),
    )
  })

  it("asks for the policy version as a whole number", () => {
    expect(check({ ...consentJson, revision: "2" })).toContainEqual(
      expect.stringContaining('campo "revision": deve ser um número, mas está "2": tire as aspas'),
    )
  })
})

it("the policies' pages in pages.json are the routes the site links to", () => {
  const paths = pagesJson.pages.map(page => page.path)
  expect(paths).toEqual(expect.arrayContaining([PRIVACY_PATH, TERMS_PATH]))
})
