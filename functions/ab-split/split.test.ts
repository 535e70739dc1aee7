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
  isCrawler,
  isSubresource,
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

describe("isCrawler", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "WhatsApp/2.23.20.0",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "",
  ])("is true for %j", userAgent => {
    expect(isCrawler(userAgent)).toBe(true)
  })

  it("is true when there is no user agent", () => {
    expect(isCrawler(null)).toBe(true)
  })

  it.each([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  ])("is false for a person's browser: %s", userAgent => {
    expect(isCrawler(userAgent)).toBe(false)
  })
})

describe("isSubresource and alwaysControl", () => {
  it("tells a page's own requests from a navigation", () => {
    expect(isSubresource("script")).toBe(true)
    expect(isSubresource("image")).toBe(true)
    expect(isSubresource("empty")).toBe(true)
    expect(isSubresource("document")).toBe(false)
    expect(isSubresource(null)).toBe(false)
  })

  it("keeps the content editor on this deployment", () => {
    expect(alwaysControl("/admin")).toBe(true)
    expect(alwaysControl("/admin/config.yml")).toBe(true)
    expect(alwaysControl("/administracao")).toBe(false)
    expect(alwaysControl("/")).toBe(false)
  })
})
