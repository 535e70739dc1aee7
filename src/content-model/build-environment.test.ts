import { cloudflareBranchAlias, resolveBuildEnvironment, servesVisitors } from "./build-environment"

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

  it("on Cloudflare Pages, the split test's variant branch is branch: AB_VARIANT_URL points at its alias", () => {
    const env = { CF_PAGES: "1", AB_VARIANT_URL: "https://preco-b.formacao-magic.pages.dev" }
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "preco-b" })).toBe("branch")
    // Cloudflare's alias of Preco_B is preco-b.
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "Preco_B" })).toBe("branch")
    // Every other branch built with the same (Preview) variables stays a preview; the control stays production.
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "novo-banner" })).toBe("preview")
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "preco" })).toBe("preview")
    expect(resolveBuildEnvironment({ ...env, CF_PAGES_BRANCH: "main" })).toBe("production")
  })

  it("on Cloudflare Pages, a missing or malformed AB_VARIANT_URL marks no branch", () => {
    expect(resolveBuildEnvironment({ CF_PAGES: "1", CF_PAGES_BRANCH: "preco-b", AB_VARIANT_URL: "preco-b" })).toBe(
      "preview",
    )
    expect(resolveBuildEnvironment({ CF_PAGES: "1", CF_PAGES_BRANCH: "preco-b", AB_VARIANT_URL: " " })).toBe("preview")
  })

  it("names a branch's alias as Cloudflare does", () => {
    expect(cloudflareBranchAlias("fix/api")).toBe("fix-api")
    expect(cloudflareBranchAlias("Preco_B.2")).toBe("preco-b-2")
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
