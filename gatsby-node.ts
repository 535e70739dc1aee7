import type { GatsbyNode } from "gatsby"

// The build's steps live in local plugins (plugins/, listed in gatsby-config.ts):
// content-model, react-nul-workaround, cms-admin, security-headers, seo-files, consent-styles.

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
