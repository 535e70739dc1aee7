import type { GatsbyNode } from "gatsby"
import { SIDE_EFFECT_FREE } from "./rules"

/** Visitors' bundles leave out what nothing uses from the modules in rules.ts. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    module: { rules: SIDE_EFFECT_FREE.map(({ test }) => ({ test, sideEffects: false })) },
  })
}
