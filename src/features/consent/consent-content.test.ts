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

const check = (data: unknown) =>
  validateCollection(COLLECTIONS.consent, data, { label: "content/data" }, () => undefined)

it("the privacy policy's table lists every key the site stores, Gatsby's and the tags' cookies, each explained", () => {
  const names = consentJson.storage.map(item => item.name)
  const site = [CONSENT_STORAGE_KEY, LEAD_STORAGE_KEY, TRACKING_STORAGE_KEY, FIRST_TOUCH_STORAGE_KEY]
  expect(names).toEqual(expect.arrayContaining([...site, OUTBOX_STORAGE_KEY, PURCHASES_STORAGE_KEY]))
  for (const gatsby of ["@@scroll|", "gatsby-reload-compilation-hash-match"]) expect(names.join(" ")).toContain(gatsby)
  for (const name of ["_ga", "_fbp", "_fbc", "_gcl_au"])
    expect(consentJson.storage.find(item => item.name === name)?.category).toMatch(/^(analytics|marketing)$/)
  for (const item of consentJson.storage) expect(item.purpose.trim() && item.lifetime.trim()).not.toBe("")
})

it("consent.json is valid as committed; the build wants each category once and the version as a number", () => {
  expect(check(consentJson)).toEqual([])
  const [necessary, analytics] = consentJson.categories
  expect(check({ ...consentJson, categories: [necessary, analytics, analytics] })).toContainEqual(
    expect.stringContaining('campo "categories": precisa de exatamente uma entrada com id "marketing", e há 0'),
  )
  expect(check({ ...consentJson, revision: "2" })).toContainEqual(
    expect.stringContaining('campo "revision": deve ser um número, mas está "2": tire as aspas'),
  )
})

it("the policies' pages in pages.json are the routes the site links to", () => {
  expect(pagesJson.pages.map(page => page.path)).toEqual(expect.arrayContaining([PRIVACY_PATH, TERMS_PATH]))
})
