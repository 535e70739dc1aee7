import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "./content/site.json"
import { adminMiddleware, writeAdmin } from "./src/lib/cms-admin"
import { buildCmsConfig, cmsConnectOrigins, cmsImageOrigins } from "./src/lib/cms-config"
import { buildTypeDefs, objectTypeDefs } from "./src/lib/content-schema"
import { validateContent } from "./src/lib/content-validation"
import { writeHeadersFile } from "./src/lib/headers-file"
import { buildAdminCsp } from "./src/lib/security-headers"
import { renderMdxToHtml } from "./src/lib/mdx-html"
import { removeNulBytes } from "./src/lib/react-nul-workaround"
import { applyEnvOverrides, SETTINGS_FIELDS, validateSettings, type PlanId } from "./src/lib/site-settings"

const settings = applyEnvOverrides(siteJson, process.env)

/** Wrong content stops the build with every problem listed, each naming file, entry and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = [
    ...validateSettings(settings, undefined, process.env),
    ...validateContent(path.join(__dirname, "content")),
  ]
  if (problems.length > 0) {
    reporter.panic(
      `The content in content/ has ${problems.length} problem(s):\n${problems.map(problem => `  • ${problem}`).join("\n")}`,
    )
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Plans get their checkout link from the settings (see createResolvers).
  actions.createTypes(buildTypeDefs({ Plan: "  checkoutUrl: String!" }))
  // Explicit so page queries get non-null settings in the generated types.
  actions.createTypes(`
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
    ${objectTypeDefs("SiteSiteMetadata", SETTINGS_FIELDS, "  variant: String!")}
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

/**
 * public/admin/: the writers' editor (Decap CMS, its config generated from the
 * schema; see README), then public/_headers: security headers with a CSP for
 * this build's settings and inline scripts, and the editor's own.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(__dirname, "public")
  const cleaned = removeNulBytes(publicDir)
  if (cleaned.length > 0)
    reporter.info(`React's NUL bytes removed from ${cleaned.length} page(s) (src/lib/react-nul-workaround.ts)`)
  const written = writeAdmin(publicDir, __dirname, process.env)
  reporter.info(`public/admin/ written: the CMS (${written.length} files) with config.yml from the content schema`)
  const cms = buildCmsConfig({ env: process.env })
  const { hashes } = writeHeadersFile(
    publicDir,
    path.join(__dirname, "static", "_headers"),
    settings,
    buildAdminCsp(cmsConnectOrigins(cms), cmsImageOrigins(cms)),
  )
  reporter.info(`public/_headers written with a CSP allowing ${hashes} inline script hash(es)`)
}

/** gatsby develop serves the editor at /admin/ (and its save check) without writing files: `npm run cms`. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  // Gatsby types the Express app as `any`; `use` with a middleware is its documented API.
  ;(app as { use: (middleware: ReturnType<typeof adminMiddleware>) => void }).use(
    adminMiddleware(__dirname, process.env),
  )
}

/**
 * Visitors' bundles: gatsby-plugin-image's browser build imports `camelcase` for
 * a helper we never call (generateImageData); camelcase does not declare itself
 * free of side effects, so webpack would keep it (about 1 KB gzip) in
 * first-load JS. webpack's documented `sideEffects` rule lets it go.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]camelcase[\\/]/, sideEffects: false }] },
  })
}
