import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "./content/site.json"
import { buildTypeDefs } from "./src/lib/content-schema"
import { validateContent } from "./src/lib/content-validation"
import { writeHeadersFile } from "./src/lib/headers-file"
import { renderMdxToHtml } from "./src/lib/mdx-html"
import { applyEnvOverrides, validateSettings, type PlanId, type SiteSettings } from "./src/lib/site-settings"

const settings = applyEnvOverrides(siteJson, process.env)

/** Wrong content stops the build with every problem listed, each naming file, entry and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = [...validateSettings(settings), ...validateContent(path.join(__dirname, "content"))]
  if (problems.length > 0) {
    reporter.panic(
      `The content in content/ has ${problems.length} problem(s):\n${problems.map(problem => `  • ${problem}`).join("\n")}`,
    )
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs())
  // Explicit so page queries get non-null settings in the generated types.
  actions.createTypes(`
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
    type SiteSiteMetadata {
      siteUrl: String!
      siteName: String!
      variant: String!
      checkout: SiteCheckout!
      renewalCheckout: String!
      webhooks: [String!]!
      whatsapp: SiteWhatsapp!
      salesContactUrl: String!
      tags: SiteTags!
      videoHost: String!
    }
    type SiteCheckout {
      plus: String!
      max: String!
    }
    type SiteWhatsapp {
      number: String!
      message: String!
    }
    type SiteTags {
      gtmId: String!
      ga4Id: String!
      metaPixelId: String!
    }
  `)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body?: string }) => renderMdxToHtml(source.body ?? ""),
      },
    },
    PlansJson: {
      // Checkout links live in content/site.json so CHECKOUT_URL_* can override them per build.
      checkoutUrl: {
        type: "String!",
        resolve: (source: { jsonId?: string }) => settings.checkout[source.jsonId as PlanId],
      },
    },
  })
}

/** public/_headers: security headers with a CSP for this build's settings and inline scripts (see README). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { hashes } = writeHeadersFile(
    path.join(__dirname, "public"),
    path.join(__dirname, "static", "_headers"),
    settings,
  )
  reporter.info(`public/_headers written with a CSP allowing ${hashes} inline script hash(es)`)
}

/**
 * Visitors' bundles only:
 * - Gatsby's internal Partytown plugin bundles Partytown's snippet (about 1 KB
 *   gzip) into every page's first-load app.js, to inject it only in development;
 *   our tags use Gatsby Script's "idle" strategy, never "off-main-thread".
 * - gatsby-plugin-image's browser build imports `camelcase` for a helper we never
 *   call (generateImageData); camelcase does not declare itself free of side
 *   effects, so webpack kept it (about 1 KB gzip) in first-load JS.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, store }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@builder.io/partytown/integration$": path.resolve(
          store.getState().program.directory,
          "src/lib/partytown-dev-only.ts",
        ),
      },
    },
    module: { rules: [{ test: /[\\/]node_modules[\\/]camelcase[\\/]/, sideEffects: false }] },
  })
}
