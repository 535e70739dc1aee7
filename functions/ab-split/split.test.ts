/**
 * @jest-environment node
 */
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
  type AbTest,
} from "./split"

const VARIANT = "https://preco-b.formacao-magic.pages.dev"

function testOf(env: Parameters<typeof readTest>[0]): AbTest {
  const { test, problem } = readTest(env)
  if (!test) throw new Error(`no test: ${problem ?? "off"}`)
  return test
}

describe("readTest", () => {
  it("reads the variant's origin and share", () => {
    expect(readTest({ AB_VARIANT_URL: ` ${VARIANT}/ `, AB_VARIANT_SHARE: "50" })).toEqual({
      test: { variantOrigin: VARIANT, share: 50, testId: shortHash(VARIANT) },
    })
    expect(testOf({ AB_VARIANT_URL: `${VARIANT}/some/path`, AB_VARIANT_SHARE: "12.5%" }).share).toBe(12.5)
  })

  it("is off, with nothing to report, when unset or at a share of 0", () => {
    expect(readTest({})).toEqual({})
    expect(readTest({ AB_VARIANT_URL: " ", AB_VARIANT_SHARE: "50" })).toEqual({})
    // A preview environment holds only the URL, to mark the variant's build.
    expect(readTest({ AB_VARIANT_URL: VARIANT })).toEqual({})
    expect(readTest({ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: " " })).toEqual({})
    expect(readTest({ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "0" })).toEqual({})
  })

  it.each([
    [{ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "metade" }, /AB_VARIANT_SHARE="metade"/],
    [{ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "150" }, /from 0 to 100/],
    [{ AB_VARIANT_URL: "preco-b.formacao-magic.pages.dev", AB_VARIANT_SHARE: "50" }, /is not an address/],
    [{ AB_VARIANT_URL: "http://preco-b.formacao-magic.pages.dev", AB_VARIANT_SHARE: "50" }, /must start with https/],
  ])("is off, saying why, for a malformed value: %j", (env, why) => {
    const result = readTest(env)
    expect(result.test).toBeUndefined()
    expect(result.problem).toMatch(why)
  })

  it("accepts plain http only for this machine (the browser tests' variant)", () => {
    expect(testOf({ AB_VARIANT_URL: "http://localhost:9410", AB_VARIANT_SHARE: "50" }).variantOrigin).toBe(
      "http://localhost:9410",
    )
    expect(testOf({ AB_VARIANT_URL: "http://127.0.0.1:9410", AB_VARIANT_SHARE: "50" }).share).toBe(50)
  })

  it("gives another variant address another test id, so a new test reassigns everyone", () => {
    const a = testOf({ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "50" })
    const b = testOf({ AB_VARIANT_URL: "https://titulo-c.formacao-magic.pages.dev", AB_VARIANT_SHARE: "50" })
    expect(a.testId).not.toBe(b.testId)
    expect(testOf({ AB_VARIANT_URL: `${VARIANT}/`, AB_VARIANT_SHARE: "20" }).testId).toBe(a.testId)
  })
})

describe("the arm cookie", () => {
  const test = testOf({ AB_VARIANT_URL: VARIANT, AB_VARIANT_SHARE: "50" })

  it("holds only the arm and the test id, lives 30 days, and is not readable by scripts", () => {
    const cookie = armCookie("variant", test, true)
    expect(cookie).toBe(
      `${COOKIE_NAME}=variant.${test.testId}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`,
    )
    expect(COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 3600)
    expect(armCookie("control", test, false)).not.toContain("Secure")
  })

  it("is read back among the other cookies", () => {
    const value = armCookie("control", test, true).split(";")[0]
    expect(armFromCookie(`_ga=GA1.1.1; ${value}; _fbp=fb.1`, test)).toBe("control")
    expect(armFromCookie(`${COOKIE_NAME}=variant.${test.testId}`, test)).toBe("variant")
  })

  it("from another test, or tampered with, is no arm", () => {
    expect(armFromCookie(`${COOKIE_NAME}=variant.oldtest`, test)).toBeUndefined()
    expect(armFromCookie(`${COOKIE_NAME}=vip.${test.testId}`, test)).toBeUndefined()
    expect(armFromCookie(`${COOKIE_NAME}=`, test)).toBeUndefined()
    expect(armFromCookie(null, test)).toBeUndefined()
  })
})

describe("assignArm", () => {
  it("sends share% of the random draws to the variant", () => {
    expect(assignArm(50, 0.4999)).toBe("variant")
    expect(assignArm(50, 0.5)).toBe("control")
    expect(assignArm(100, 0.9999)).toBe("variant")
    expect(assignArm(10, 0.1)).toBe("control")
    const draws = Array.from({ length: 1000 }, (_, i) => assignArm(30, i / 1000))
    expect(draws.filter(arm => arm === "variant")).toHaveLength(300)
  })
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
