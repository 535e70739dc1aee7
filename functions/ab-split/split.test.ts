/** @jest-environment node */
import consentJson from "../../content/data/consent.json"
import {
  alwaysControl,
  armCookie,
  armFromCookie,
  assignArm,
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAME,
  isPageNavigation,
  readTest,
  shortHash,
} from "./split"

const VARIANT = "https://preco-b.formacao-magic.pages.dev"
const testOf = (AB_VARIANT_URL: string, AB_VARIANT_SHARE = "50") => readTest({ AB_VARIANT_URL, AB_VARIANT_SHARE }).test!

describe("readTest", () => {
  it("reads the variant's origin and share; plain http only for this machine (the browser tests' variant)", () => {
    expect(readTest({ AB_VARIANT_URL: ` ${VARIANT}/ `, AB_VARIANT_SHARE: "50" })).toEqual({
      test: { variantOrigin: VARIANT, share: 50, testId: shortHash(VARIANT) },
    })
    expect(testOf(`${VARIANT}/some/path`, "12.5%").share).toBe(12.5)
    expect(testOf("http://localhost:9410").variantOrigin).toBe("http://localhost:9410")
    expect(testOf("http://127.0.0.1:9410").share).toBe(50)
  })

  it("gives another variant address another test id, so a new test reassigns everyone", () => {
    const a = testOf(VARIANT)
    expect(testOf("https://titulo-c.formacao-magic.pages.dev").testId).not.toBe(a.testId)
    expect(testOf(`${VARIANT}/`, "20").testId).toBe(a.testId)
  })
})

describe("the arm cookie", () => {
  const test = testOf(VARIANT)

  it("holds only the arm and the test id, lives 30 days, and is not readable by scripts", () => {
    expect(armCookie("variant", test, true)).toBe(
      `${COOKIE_NAME}=variant.${test.testId}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`,
    )
    expect(armCookie("control", test, false)).not.toContain("Secure")
  })

  it("is read back among the other cookies; from another test, or tampered with, it is no arm", () => {
    const value = armCookie("control", test, true).split(";")[0]
    expect(armFromCookie(`_ga=GA1.1.1; ${value}; _fbp=fb.1`, test)).toBe("control")
    expect(armFromCookie(`${COOKIE_NAME}=variant.${test.testId}`, test)).toBe("variant")
    for (const forged of [
      `${COOKIE_NAME}=variant.oldtest`,
      `${COOKIE_NAME}=vip.${test.testId}`,
      `${COOKIE_NAME}=`,
      null,
    ]) {
      expect(armFromCookie(forged, test)).toBeUndefined()
    }
  })

  it("is in the privacy policy's table: the site's own, needing no consent, for as long as it lives, and why", () => {
    const entry = consentJson.storage.find(item => item.name === COOKIE_NAME)
    expect(entry).toMatchObject({ kind: "Cookie", provider: "Formação Magic", category: "necessary" })
    expect(entry?.lifetime).toContain(`${COOKIE_MAX_AGE_SECONDS / (24 * 60 * 60)} dias`)
    expect(entry?.purpose).toMatch(/teste A\/B/)
    expect(entry?.purpose).toMatch(/legítimo interesse/)
  })
})

it("sends share% of new visitors' random draws to the variant", () => {
  const arms = [assignArm(50, 0.4999), assignArm(50, 0.5), assignArm(100, 0.9999), assignArm(10, 0.1)]
  expect(arms).toEqual(["variant", "control", "variant", "control"])
  const draws = Array.from({ length: 1000 }, (_, i) => assignArm(30, i / 1000))
  expect(draws.filter(arm => arm === "variant")).toHaveLength(300)
})

describe("which requests draw an arm", () => {
  it("only a page's navigation, never a file, whatever the browser calls the request", () => {
    expect(["/", "/semana-cliente/", "/404.html"].every(path => isPageNavigation(path, "document"))).toBe(true)
    expect(isPageNavigation("/semana-cliente", null)).toBe(true)
    expect(isPageNavigation("/semana-cliente", "script")).toBe(false)
    const files = ["/app-1a2b.js", "/styles.css", "/static/foto.webp", "/page-data/index/page-data.json", "/f.woff2"]
    expect(files.filter(path => isPageNavigation(path, "document"))).toEqual([])
  })

  it("never the content editor, the site's API nor the files machines read", () => {
    const control = ["/admin", "/admin/config.yml", "/build.json", "/robots.txt", "/sitemap.xml", "/sitemap/a.xml"]
    control.push("/sitemap-0.xml", "/_headers", "/_redirects", "/.well-known/security.txt", "/api/cms/auth")
    expect(control.filter(path => !alwaysControl(path))).toEqual([])
    expect(["/", "/administracao", "/semana-cliente", "/page-data/build.json"].filter(alwaysControl)).toEqual([])
  })
})
