import type { GatsbyNode } from "gatsby"

/**
 * hoist-non-react-statics only defines a function, and @emotion/react imports it for withTheme, which the
 * site never calls: marked free of side effects, webpack leaves it out of visitors' bundles.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  })
}
