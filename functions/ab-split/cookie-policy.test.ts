/**
 * @jest-environment node
 */
import consentJson from "../../content/data/consent.json"
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAME } from "./split"

describe("the split's cookie in the privacy policy's table (content/data/consent.json)", () => {
  const entry = consentJson.storage.find(item => item.name === COOKIE_NAME)

  it("is listed as a cookie of the site's own, needing no consent", () => {
    expect(entry).toMatchObject({ kind: "Cookie", provider: "Formação Magic", category: "necessary" })
  })

  it("says how long it lives, as long as the split sets it for", () => {
    expect(entry?.lifetime).toContain(`${COOKIE_MAX_AGE_SECONDS / (24 * 60 * 60)} dias`)
  })

  it("says what it is for and on which legal basis", () => {
    expect(entry?.purpose).toMatch(/teste A\/B/)
    expect(entry?.purpose).toMatch(/legítimo interesse/)
  })
})
