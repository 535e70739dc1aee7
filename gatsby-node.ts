import type { GatsbyNode } from "gatsby"

// The build's steps live in local plugins (plugins/, listed in gatsby-config.ts):
// content-model, inline-placeholders, react-nul-workaround, scripts-after-first-paint, cms-admin,
// security-headers, seo-files, consent-styles, page-commons.
// The content's GraphQL types are declared here, as the site's own: Gatsby warns
// when a plugin customizes types that Gatsby or another plugin owns (Site, Mdx).
export { createResolvers, createSchemaCustomization } from "./plugins/content-model/graphql-schema"

/**
 * Visitors' bundles, through webpack's documented `sideEffects` rule:
 * - gatsby-plugin-image's browser build imports `camelcase` for a helper we
 *   never call (generateImageData); camelcase does not declare itself free of
 *   side effects, so webpack would keep it (about 1 KB gzip) in first-load JS;
 * - each feature's public entry (src/features/<name>/index.ts) only re-exports,
 *   so a page that imports one name from it gets that module alone, not the
 *   whole feature.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /[\\/]node_modules[\\/]camelcase[\\/]/, sideEffects: false },
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
  })
}
