/**
 * @jest-environment node
 */
// The content model's build hooks: gatsby-node runs the content validation before anything
// else and stops the build with every problem, and plans get their checkout
// link from content/site.json or its environment override.
import siteJson from "../../content/site.json"
import { applyEnvOverrides } from "../../src/content-model/settings"
import { examplesStillPresent } from "./example-values"

const mockValidateContent = jest.fn<string[], [string]>()
jest.mock("./read-content", () => ({
  ...jest.requireActual<typeof import("./read-content")>("./read-content"),
  validateContent: (dir: string) => mockValidateContent(dir),
}))

/** What Gatsby's store says of the site: its folder. */
const SITE_STORE = { getState: () => ({ program: { directory: process.cwd() } }) }

type Resolvers = Record<
  string,
  Record<string, { resolve: (source: Record<string, unknown>, args?: unknown, context?: unknown) => unknown }>
>

function loadGatsbyNode(env: Record<string, string> = {}) {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  // The plugin's hooks and the GraphQL schema the site's gatsby-node re-exports.
  let gatsbyNode: (typeof import("./gatsby-node") & typeof import("./graphql-schema")) | undefined
  jest.isolateModules(() => {
    gatsbyNode = {
      ...jest.requireActual<typeof import("./gatsby-node")>("./gatsby-node"),
      ...jest.requireActual<typeof import("./graphql-schema")>("./graphql-schema"),
    }
  })
  process.env = saved
  if (!gatsbyNode) throw new Error("gatsby-node did not load")
  return gatsbyNode
}

function callHook(hook: unknown, args: Record<string, unknown>): void {
  ;(hook as (args: Record<string, unknown>) => void)(args)
}

/** The field resolvers the plugin hands to Gatsby's createResolvers, by type and field. */
function resolversOf(gatsbyNode: ReturnType<typeof loadGatsbyNode>): Resolvers {
  let resolvers: Resolvers = {}
  callHook(gatsbyNode.createResolvers, {
    createResolvers: (given: Resolvers) => {
      resolvers = given
    },
  })
  return resolvers
}

describe("gatsby-node", () => {
  beforeEach(() => mockValidateContent.mockReset())

  it("stops the build listing every content problem", () => {
    mockValidateContent.mockReturnValue([
      'content/data/plans.json → entry "plus" → field "price": "R$ 1497,0" — Escreva o preço como "R$ 1.497" ou "R$ 164,08"',
      'content/data/phases.json → entry "03" → field "title": is required but missing',
    ])
    const panic = jest.fn<undefined, [string]>()
    callHook(loadGatsbyNode().onPreBootstrap, { reporter: { panic, warn: jest.fn() }, store: SITE_STORE })
    expect(mockValidateContent).toHaveBeenCalledWith(expect.stringMatching(/content$/))
    expect(panic).toHaveBeenCalledTimes(1)
    const message = panic.mock.calls[0][0]
    expect(message).toContain("2 problema(s)")
    expect(message).toContain('content/data/plans.json → entry "plus" → field "price"')
    expect(message).toContain('content/data/phases.json → entry "03" → field "title"')
  })

  it("lets valid content through", () => {
    mockValidateContent.mockReturnValue([])
    const panic = jest.fn<undefined, [string]>()
    callHook(loadGatsbyNode().onPreBootstrap, { reporter: { panic, warn: jest.fn() }, store: SITE_STORE })
    expect(panic).not.toHaveBeenCalled()
  })

  it("stops the build when an environment override is not a valid setting", () => {
    mockValidateContent.mockReturnValue([])
    const panic = jest.fn<undefined, [string]>()
    callHook(loadGatsbyNode({ CHECKOUT_URL_PLUS: "nao-e-um-link" }).onPreBootstrap, {
      reporter: { panic, warn: jest.fn() },
      store: SITE_STORE,
    })
    expect(panic.mock.calls[0][0]).toContain('campo "checkout.plus"')
  })

  it("stops a production build while example data remains, naming each value by file and field", () => {
    mockValidateContent.mockReturnValue([])
    const env = { SITE_ENV: "production", GTM_ID: "GTM-REAL123" }
    // What the shipped content still holds, as this build sees it (the variable replaced the example tag id).
    const expected = examplesStillPresent(process.cwd(), { "content/site.json": applyEnvOverrides(siteJson, env) })
    const panic = jest.fn<undefined, [string]>()
    callHook(loadGatsbyNode(env).onPreBootstrap, { reporter: { panic, warn: jest.fn() }, store: SITE_STORE })
    expect(panic).toHaveBeenCalledTimes(expected.length > 0 ? 1 : 0)
    const message = panic.mock.calls[0]?.[0] ?? ""
    for (const line of expected) expect(message).toContain(line)
    expect(message).not.toContain("tags.gtmId")
  })

  it("only warns about example data in a preview or local build", () => {
    mockValidateContent.mockReturnValue([])
    const builds: Array<Record<string, string>> = [
      { CONTEXT: "deploy-preview", SITE_ENV: "production" },
      { SITE_ENV: "local" },
    ]
    for (const env of builds) {
      const panic = jest.fn<undefined, [string]>()
      const warn = jest.fn<undefined, [string]>()
      const examples = examplesStillPresent(process.cwd())
      callHook(loadGatsbyNode(env).onPreBootstrap, { reporter: { panic, warn }, store: SITE_STORE })
      expect(panic).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(examples.length > 0 ? 1 : 0)
    }
  })

  it("resolves each plan's checkout link from site.json, or from its environment override", () => {
    const resolvePlanLink = (env: Record<string, string>, plan: string) => {
      return resolversOf(loadGatsbyNode(env)).Plan.checkoutUrl.resolve({ id: plan })
    }
    expect(resolvePlanLink({}, "plus")).toBe(siteJson.checkout.plus)
    expect(resolvePlanLink({}, "max")).toBe(siteJson.checkout.max)
    expect(resolvePlanLink({ CHECKOUT_URL_MAX: "https://pay.example.com/max-b" }, "max")).toBe(
      "https://pay.example.com/max-b",
    )
  })

  it("gives each offer's dates the start of its last day, so browsers need no time-zone data", () => {
    const resolvers = resolversOf(loadGatsbyNode())
    const endsAt = "2026-12-01T00:00:00-03:00"
    // An offer ending at 00:00 had its last day the day before: 00:00 of 30/11 in São Paulo.
    const lastDay = Date.parse("2026-11-30T00:00:00-03:00")
    expect(resolvers.RenewalOfferJson.lastDayAt.resolve({ endsAt })).toBe(lastDay)
    expect(resolvers.UiBanner.lastDayAt.resolve({ endsAt })).toBe(lastDay)
    // A promo without an end has no last day.
    expect(resolvers.UiBanner.lastDayAt.resolve({ endsAt: null })).toBeNull()
  })

  it("says whether the customer week was open when the site was built (the page's static title and JSON-LD)", async () => {
    const resolvers = resolversOf(loadGatsbyNode())
    const week = { startsAt: "2026-11-30T00:00:00-03:00", endsAt: "2026-12-07T00:00:00-03:00" }
    // Gatsby keeps the build's time on its SiteBuildMetadata node.
    const builtAt = (buildTime: string) => ({
      nodeModel: {
        findOne: ({ type }: { type: string }) => Promise.resolve(type === "SiteBuildMetadata" ? { buildTime } : null),
      },
    })
    const openAtBuild = (buildTime: string) =>
      resolvers.RenewalOfferJson.openAtBuild.resolve(week, {}, builtAt(buildTime))
    await expect(openAtBuild("2026-11-29T23:59:00-03:00")).resolves.toBe(false)
    await expect(openAtBuild("2026-12-03T12:00:00-03:00")).resolves.toBe(true)
    await expect(openAtBuild("2026-12-07T00:00:00-03:00")).resolves.toBe(false)
  })

  it("declares the content types for GraphQL", () => {
    const createTypes = jest.fn<undefined, [string]>()
    const createFieldExtension = jest.fn<undefined, [{ name: string }]>()
    callHook(loadGatsbyNode().createSchemaCustomization, { actions: { createTypes, createFieldExtension } })
    // Texts get their figures written out by the "figures" extension (graphql-schema.ts).
    expect(createFieldExtension.mock.calls.map(call => call[0].name)).toContain("figures")
    const sdl = createTypes.mock.calls.map(call => call[0]).join("\n")
    for (const type of [
      "JourneyJson",
      "Phase",
      "AgentsJson",
      "PortfolioJson",
      "PlansJson",
      "Plan",
      "ValueStackJson",
      "UiJson",
      "SiteCheckout",
      "MdxFrontmatter",
      "SiteSiteMetadata",
    ]) {
      expect(sdl).toContain(`type ${type} `)
    }
    expect(sdl).toMatch(/type Plan \{[^}]*checkoutUrl: String!/)
    expect(sdl).toMatch(/type Plan \{[^}]*period: String! @figures/)
    expect(sdl).toMatch(/type Plan \{[^}]*paymentTerms: String!/)
    expect(sdl).toMatch(/type InstallmentRate \{[^}]*surcharge: Float!/)
    // The figures computed from others are fields of their type, though no file stores them.
    expect(sdl).toMatch(/type OfferJson implements Node @dontInfer \{[^}]*discount: Int!/)
    expect(sdl).toMatch(/type RenewalOfferJson implements Node @dontInfer \{[^}]*fullPrice: Float!/)
  })
})
