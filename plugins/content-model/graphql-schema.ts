import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { buildTypeDefs, objectTypeDefs } from "./graphql-types"
import { renderMdxToHtml } from "./mdx-html"
import { applyEnvOverrides, SETTINGS_SCHEMA, type PlanId } from "./site-settings"

/**
 * The content's GraphQL types, generated from the zod schemas, and the fields
 * resolved at build (MDX bodies as HTML, plans' checkout links). Re-exported
 * by the site's gatsby-node.ts.
 */
const settings = applyEnvOverrides(siteJson, process.env)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Plans get their checkout link from the settings (see createResolvers).
  actions.createTypes(buildTypeDefs({ Plan: "  checkoutUrl: String!" }))
  // Explicit so page queries get non-null settings in the generated types.
  actions.createTypes(`
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
    ${objectTypeDefs(SETTINGS_SCHEMA, "  variant: String!\n  environment: String!")}
  `)
}

/** Gatsby types the action as a bare `Function`; this is its documented argument. */
type CreateResolvers = (
  resolvers: Record<string, Record<string, { type: string; resolve: (source: never) => unknown }>>,
) => void

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  ;(createResolvers as CreateResolvers)({
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body?: string }) => renderMdxToHtml(source.body ?? ""),
      },
    },
    Plan: {
      // Checkout links live in content/site.json so CHECKOUT_URL_* can override them per build.
      checkoutUrl: {
        type: "String!",
        resolve: (source: { id: PlanId }) => settings.checkout[source.id],
      },
    },
  })
}
