import { resolveBuildEnvironment, servesVisitors } from "./build-environment"

const CF = { CF_PAGES: "1", AB_VARIANT_URL: "https://preco-b.formacao-magic.pages.dev" }

describe("the environment a build is for", () => {
  it.each([
    [{ NETLIFY: "true", CONTEXT: "production" }, "production"],
    [{ CONTEXT: "branch-deploy" }, "branch"],
    [{ CONTEXT: "deploy-preview" }, "preview"],
    [{ CONTEXT: "dev" }, "local"],
    // A Netlify context it does not know is a test build.
    [{ CONTEXT: "staging" }, "preview"],
    // Cloudflare Pages: production only on the production branch, main unless PRODUCTION_BRANCH names another.
    [{ ...CF, CF_PAGES_BRANCH: "main" }, "production"],
    [{ CF_PAGES: "1", PRODUCTION_BRANCH: "live", CF_PAGES_BRANCH: "live" }, "production"],
    [{ CF_PAGES: "1", PRODUCTION_BRANCH: "live", CF_PAGES_BRANCH: "main" }, "preview"],
    // The split test's variant (AB_VARIANT_URL points at its alias; Cloudflare's alias of Preco_B is preco-b).
    [{ ...CF, CF_PAGES_BRANCH: "preco-b" }, "branch"],
    [{ ...CF, CF_PAGES_BRANCH: "Preco_B" }, "branch"],
    [{ ...CF, CF_PAGES_BRANCH: "preco" }, "preview"],
    [{ ...CF, CF_PAGES_BRANCH: "preco-b", AB_VARIANT_URL: "preco-b" }, "preview"],
    [{ ...CF, CF_PAGES_BRANCH: "preco-b", AB_VARIANT_URL: " " }, "preview"],
    // The host's own variables win over SITE_ENV.
    [{ CONTEXT: "deploy-preview", SITE_ENV: "production" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "x", SITE_ENV: "production" }, "preview"],
    [{ SITE_ENV: " branch " }, "branch"],
    [{ SITE_ENV: "production" }, "production"],
    [{}, "local"],
    [{ CONTEXT: "", CF_PAGES: "", SITE_ENV: " " }, "local"],
  ])("%j is %s", (env, expected) => {
    expect(resolveBuildEnvironment(env)).toBe(expected)
  })

  it("refuses a SITE_ENV it does not know instead of guessing", () => {
    expect(() => resolveBuildEnvironment({ SITE_ENV: "prod" })).toThrow(/SITE_ENV="prod"/)
  })

  it("serves visitors in production and on split-test branches only", () => {
    expect(["production", "branch", "preview", "local"].map(env => servesVisitors(env as never))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
