/** @jest-environment node */
import siteJson from "../../content/site.json"
import { applyEnvOverrides } from "../../src/content-model/settings"
import { examplesStillPresent } from "./example-values"

const mockValidateContent = jest.fn<string[], [string]>()
jest.mock("./read-content", () => ({
  ...jest.requireActual<typeof import("./read-content")>("./read-content"),
  validateContent: (dir: string) => mockValidateContent(dir),
}))

type Hook = (args: Record<string, unknown>) => unknown
type Resolvers = Record<
  string,
  Record<string, { resolve: (source: object, args?: unknown, context?: unknown) => unknown }>
>

/** The plugin's hooks as a build with `env` loads them. */
function plugin(env: Record<string, string | undefined> = {}) {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  let hooks: Record<string, Hook> = {}
  jest.isolateModules(() => {
    hooks = jest.requireActual<Record<string, Hook>>("./gatsby-node")
  })
  process.env = saved
  return hooks
}

/** What onPreBootstrap reports for the site on disk. */
function preBootstrap(env: Record<string, string | undefined> = {}) {
  const reporter = { panic: jest.fn<undefined, [string]>(), warn: jest.fn<undefined, [string]>() }
  plugin(env).onPreBootstrap({ reporter, store: { getState: () => ({ program: { directory: process.cwd() } }) } })
  return reporter
}

function resolvers(env: Record<string, string> = {}): Resolvers {
  let found: Resolvers = {}
  plugin(env).createResolvers({ createResolvers: (given: Resolvers) => (found = given) })
  return found
}

describe("the content's build hooks", () => {
  beforeEach(() => mockValidateContent.mockReset().mockReturnValue([]))

  it("stop the build listing every content problem, an environment override's too", () => {
    mockValidateContent.mockReturnValue(['content/data/plans.json → entrada "plus" → campo "price": x', "y"])
    const { panic } = preBootstrap({ CHECKOUT_URL_PLUS: "nao-e-um-link" })
    expect(mockValidateContent).toHaveBeenCalledWith(expect.stringMatching(/content$/))
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toMatch(
      /^O conteúdo em content\/ tem 3 problema\(s\):\n {2}• content\/site\.json → campo "checkout\.plus"/,
    )
    expect(panic.mock.calls[0][0]).toContain('\n  • content/data/plans.json → entrada "plus" → campo "price": x\n  • y')
    mockValidateContent.mockReturnValue([])
    expect(preBootstrap().panic).not.toHaveBeenCalled()
  })

  it("stop a production build while example data remains, naming each value; a test build only warns", () => {
    const env = { SITE_ENV: "production", GTM_ID: "GTM-REAL123" }
    // What the shipped content still holds, as this build sees it (the variable replaced the example tag id).
    const expected = examplesStillPresent(process.cwd(), { "content/site.json": applyEnvOverrides(siteJson, env) })
    const { panic } = preBootstrap(env)
    expect(panic).toHaveBeenCalledTimes(expected.length > 0 ? 1 : 0)
    const message = panic.mock.calls[0]?.[0] ?? ""
    expect(message).toContain(
      `ambiente "production"), mas o conteúdo ainda tem ${expected.length} valor(es) de exemplo`,
    )
    for (const line of expected) expect(message).toContain(`  • ${line}`)
    expect(message).not.toContain("tags.gtmId")
    for (const test of [{ CONTEXT: "deploy-preview", SITE_ENV: "production" }, { SITE_ENV: "local" }] as const) {
      const { panic: stopped, warn } = preBootstrap(test)
      expect(stopped).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(examplesStillPresent(process.cwd()).length > 0 ? 1 : 0)
    }
  })

  it("resolve each plan's checkout link from site.json, or from its environment override", () => {
    const link = (env: Record<string, string>, id: string) => resolvers(env).Plan.checkoutUrl.resolve({ id })
    expect(link({}, "plus")).toBe(siteJson.checkout.plus)
    expect(link({ CHECKOUT_URL_MAX: "https://pay.example.com/max-b" }, "max")).toBe("https://pay.example.com/max-b")
  })

  it("give each offer's dates the start of its last day, so browsers need no time-zone data", () => {
    const { RenewalOfferJson, UiBanner } = resolvers()
    const endsAt = "2026-12-01T00:00:00-03:00"
    // An offer ending at 00:00 had its last day the day before: 00:00 of 30/11 in São Paulo.
    expect(RenewalOfferJson.lastDayAt.resolve({ endsAt })).toBe(Date.parse("2026-11-30T00:00:00-03:00"))
    expect(UiBanner.lastDayAt.resolve({ endsAt })).toBe(Date.parse("2026-11-30T00:00:00-03:00"))
    expect(UiBanner.lastDayAt.resolve({ endsAt: null })).toBeNull()
  })

  it("say whether the customer week was open when the site was built (the page's static title and JSON-LD)", async () => {
    const { openAtBuild } = resolvers().RenewalOfferJson
    const week = { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-07T00:00:00-03:00" }
    const builtAt = (buildTime: string) =>
      openAtBuild.resolve(week, {}, { nodeModel: { findOne: () => Promise.resolve({ buildTime }) } })
    await expect(builtAt("2026-11-29T23:59:00-03:00")).resolves.toBe(false)
    await expect(builtAt("2026-12-03T12:00:00-03:00")).resolves.toBe(true)
    await expect(builtAt("2026-12-07T00:00:00-03:00")).resolves.toBe(false)
  })

  it("declare the content's GraphQL types, computed figures included", () => {
    const createTypes = jest.fn<undefined, [string]>()
    const createFieldExtension = jest.fn<undefined, [{ name: string }]>()
    plugin().createSchemaCustomization({ actions: { createTypes, createFieldExtension } })
    expect(createFieldExtension.mock.calls.map(call => call[0].name)).toEqual(["figures"])
    const sdl = createTypes.mock.calls.map(call => call[0]).join("\n")
    for (const type of ["JourneyJson", "Phase", "PortfolioJson", "Plan", "UiJson", "SiteCheckout", "MdxFrontmatter"]) {
      expect(sdl).toContain(`type ${type} `)
    }
    expect(sdl).toMatch(/type Plan \{[^}]*period: String! @figures[^}]*paymentTerms: String!\n {2}checkoutUrl: String!/)
    expect(sdl).toMatch(/type InstallmentRate \{[^}]*surcharge: Float!/)
    // The figures computed from others are fields of their type, though no file stores them.
    expect(sdl).toMatch(/type OfferJson implements Node @dontInfer \{[^}]*discount: Int!/)
    expect(sdl).toMatch(/type SiteSiteMetadata \{[^}]*variant: String!\n {2}environment: String!\n\}/)
  })
})
