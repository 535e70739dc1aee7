import { resolveBuildEnvironment, servesVisitors } from "./build-environment"

describe("resolveBuildEnvironment", () => {
  it.each([
    ["production", "production"],
    ["branch-deploy", "branch"],
    ["deploy-preview", "preview"],
    ["dev", "local"],
  ] as const)("on Netlify, CONTEXT=%s is %s", (context, expected) => {
    expect(resolveBuildEnvironment({ NETLIFY: "true", CONTEXT: context })).toBe(expected)
  })

  it("treats a Netlify context it does not know as a test build", () => {
    expect(resolveBuildEnvironment({ CONTEXT: "staging" })).toBe("preview")
  })

  it("on Cloudflare Pages, is production only on the production branch (main by default)", () => {
    expect(resolveBuildEnvironment({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" })).toBe("production")
    expect(resolveBuildEnvironment({ CF_PAGES: "1", CF_PAGES_BRANCH: "preco-b" })).toBe("preview")
  })

  it("on Cloudflare Pages, follows a configured production branch", () => {
    const env = { CF_PAGES: "1", PRODUCTION_BRANCH: "live" }
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "live" })).toBe("production")
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "main" })).toBe("preview")
  })

  it("the host's own variables win over SITE_ENV", () => {
    expect(resolveBuildEnvironment({ CONTEXT: "deploy-preview", SITE_ENV: "production" })).toBe("preview")
    expect(resolveBuildEnvironment({ CF_PAGES: "1", CF_PAGES_BRANCH: "x", SITE_ENV: "production" })).toBe("preview")
  })

  it.each(["production", "branch", "preview", "local"] as const)("elsewhere, SITE_ENV=%s is taken as it is", value => {
    expect(resolveBuildEnvironment({ SITE_ENV: ` ${value} ` })).toBe(value)
  })

  it("is local with none of these variables, or empty ones", () => {
    expect(resolveBuildEnvironment({})).toBe("local")
    expect(resolveBuildEnvironment({ CONTEXT: "", CF_PAGES: "", SITE_ENV: " " })).toBe("local")
  })

  it("refuses a SITE_ENV it does not know instead of guessing", () => {
    expect(() => resolveBuildEnvironment({ SITE_ENV: "prod" })).toThrow(/SITE_ENV="prod"/)
  })
})

describe("servesVisitors", () => {
  it("is true for production and split-test branches only", () => {
    expect(servesVisitors("production")).toBe(true)
    expect(servesVisitors("branch")).toBe(true)
    expect(servesVisitors("preview")).toBe(false)
    expect(servesVisitors("local")).toBe(false)
  })
})
