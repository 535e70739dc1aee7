import type { GatsbyNode } from "gatsby"

// @emotion/react imports hoist-non-react-statics for withTheme, which the site never calls.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  })
}
