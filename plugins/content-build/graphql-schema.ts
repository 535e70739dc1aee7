import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { buildTypeDefs, objectTypeDefs } from "./graphql-types"
import { renderMdxToHtml } from "./mdx-html"
import { applyEnvOverrides, SETTINGS_SCHEMA, type PlanId } from "../../src/content-model/settings"
import { contentFigures } from "./content-figures"
import { figureValue, payableAmounts } from "../../src/content-model/figures/figures"
import { fillDeep, fillFigures } from "../../src/content-model/figures/fill"
import {
  COMPUTED_ENTRY_FIELDS,
  COMPUTED_FIELD_LIST,
  computedEntryFields,
  computedValue,
} from "../../src/content-model/figures/computed-fields"
import { COLLECTIONS } from "../../src/content-model/schemas"
import { lastDayOf, offerState, offerWindow, type OfferDates, type OfferState } from "../../src/content-model/offers"
import type { CreateResolvers } from "../shared/create-resolvers"

/** The part of Gatsby's context.nodeModel (docs: "Node Model") these resolvers use. */
interface BuildNodeModel {
  findOne: (args: { type: string }) => Promise<{ buildTime?: string } | null>
}

/**
 * The content's GraphQL types, generated from the zod schemas, and the fields
 * resolved at build: every text with its figures written out, the figures
 * computed from others, MDX bodies as HTML, plans' checkout links.
 * Re-exported by the site's gatsby-node.ts.
 */
const settings = applyEnvOverrides(siteJson, process.env)

/** The computed fields' GraphQL types (computed-fields.ts), by type name, and their resolvers. */
const typeOf = (collection: keyof typeof COLLECTIONS) => COLLECTIONS[collection].typeName
const computedFieldDefs: Record<string, string> = {}
const computedResolvers: Parameters<CreateResolvers>[0] = {}
for (const { collection, field, spec } of COMPUTED_FIELD_LIST) {
  const typeName = typeOf(collection)
  computedFieldDefs[typeName] = [computedFieldDefs[typeName], `  ${field}: ${spec.type}`].filter(Boolean).join("\n")
  computedResolvers[typeName] = {
    ...computedResolvers[typeName],
    [field]: { type: spec.type, resolve: () => computedValue(spec, contentFigures()) },
  }
}

// A list entry's computed fields (a plan's instalment offer in words), on the entry's type.
for (const [collection, fields] of Object.entries(COMPUTED_ENTRY_FIELDS)) {
  const list = COLLECTIONS[collection as keyof typeof COLLECTIONS].list
  if (!list) throw new Error(`computed-fields.ts: ${collection} is not a list file`)
  for (const [field, spec] of Object.entries(fields)) {
    const typeName = list.entryTypeName
    computedFieldDefs[typeName] = [computedFieldDefs[typeName], `  ${field}: ${spec.type}`].filter(Boolean).join("\n")
    computedResolvers[typeName] = {
      ...computedResolvers[typeName],
      [field]: {
        type: spec.type,
        resolve: (source: { id: string }) => computedEntryFields(collection, source.id, contentFigures())[field],
      },
    }
  }
}

/**
 * The types with an offer's dates get its last day's start (ms since the epoch), computed here once
 * instead of in every visitor's browser (src/content-model/offers.ts, OfferDates).
 */
const OFFER_DATE_TYPES = [typeOf("renewalOffer"), "UiBanner"]
const lastDayAt = {
  type: "Float",
  resolve: (source: { endsAt?: string | null }) => (source.endsAt ? lastDayOf(source.endsAt) : null),
}
for (const typeName of OFFER_DATE_TYPES) {
  computedFieldDefs[typeName] = [computedFieldDefs[typeName], "  lastDayAt: Float"].filter(Boolean).join("\n")
  computedResolvers[typeName] = { ...computedResolvers[typeName], lastDayAt }
}

/**
 * Whether the renewal offer was open, or over, when the site was built (GraphQL's
 * `siteBuildMetadata.buildTime`, the time `site.buildTime` reads too): `openAtBuild`, `endedAtBuild`.
 * The page's title, description and FAQ data are static, so they say what held then; reading it here keeps the offer's date logic out of the code every visitor of
 * /semana-cliente downloads first.
 */
const renewalStateAtBuild = (state: OfferState) => ({
  type: "Boolean!",
  resolve: async (source: OfferDates, _args: unknown, context: { nodeModel: BuildNodeModel }) => {
    const build = await context.nodeModel.findOne({ type: "SiteBuildMetadata" })
    const builtAt = Date.parse(build?.buildTime ?? "")
    if (Number.isNaN(builtAt)) throw new Error("openAtBuild: Gatsby's SiteBuildMetadata has no buildTime")
    return offerState(offerWindow(source), builtAt) === state
  },
})
// What /obrigado may report as revenue: the amounts the offers hold.
computedFieldDefs.OfferJson = [computedFieldDefs.OfferJson, "  payableAmounts: [Float!]!"].filter(Boolean).join("\n")
computedResolvers.OfferJson = {
  ...computedResolvers.OfferJson,
  payableAmounts: { type: "[Float!]!", resolve: () => payableAmounts(contentFigures()) },
}

const renewalOffer = typeOf("renewalOffer")
computedFieldDefs[renewalOffer] = [computedFieldDefs[renewalOffer], "  openAtBuild: Boolean!\n  endedAtBuild: Boolean!"]
  .filter(Boolean)
  .join("\n")
computedResolvers[renewalOffer] = {
  ...computedResolvers[renewalOffer],
  openAtBuild: renewalStateAtBuild("open"),
  endedAtBuild: renewalStateAtBuild("ended"),
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "figures",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) =>
        fillDeep(source[info.fieldName], contentFigures()),
    }),
  })
  // Plans get their checkout link from the settings (see createResolvers).
  actions.createTypes(
    buildTypeDefs({
      ...computedFieldDefs,
      Plan: [computedFieldDefs.Plan, "  checkoutUrl: String!"].filter(Boolean).join("\n"),
    }),
  )
  actions.createTypes(objectTypeDefs(SETTINGS_SCHEMA, "  variant: String!\n  environment: String!"))
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  ;(createResolvers as CreateResolvers)({
    ...computedResolvers,
    // A customer week's include shows its own price, or the value stack item's it names.
    RenewalInclude: {
      price: {
        type: "Float!",
        resolve: (source: { price?: number; item?: string }) =>
          source.price ?? figureValue(contentFigures(), `valueStack.${String(source.item)}.price`),
      },
    },
    // Types Gatsby and gatsby-plugin-mdx own get non-null fields here, where extending them warns nobody.
    Site: {
      siteMetadata: { type: "SiteSiteMetadata!", resolve: (source: { siteMetadata: unknown }) => source.siteMetadata },
    },
    Mdx: {
      frontmatter: { type: "MdxFrontmatter!", resolve: (source: { frontmatter: unknown }) => source.frontmatter },
      html: {
        type: "String!",
        resolve: (source: { body?: string }) => renderMdxToHtml(fillFigures(source.body ?? "", contentFigures())),
      },
    },
    Plan: {
      ...computedResolvers.Plan,
      // Checkout links live in content/site.json so CHECKOUT_URL_* can override them per build.
      checkoutUrl: {
        type: "String!",
        resolve: (source: { id: PlanId }) => settings.checkout[source.id],
      },
    },
  })
}
