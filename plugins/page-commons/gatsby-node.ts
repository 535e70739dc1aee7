import type { GatsbyNode } from "gatsby"
import { lazyChunkName, usedByEveryPage, usedBySomePages } from "./commons-rule"

interface CommonsGroup {
  minChunks?: unknown
  test?: unknown
}

/** The part of webpack's configuration this plugin reads and writes. */
interface SplitChunksConfig {
  optimization?: { splitChunks?: { cacheGroups?: Record<string, CommonsGroup | object> } }
}

/** Gatsby's own `commons` cache group counts pages instead of chunks, and `lazy-…` chunks take the rest (commons-rule.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  // Gatsby types getConfig as a bare Function; it returns webpack's configuration object.
  const config = (getConfig as () => SplitChunksConfig)()
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups
  const commons = cacheGroups?.commons as CommonsGroup | undefined
  // Written against Gatsby 5.16: a commons group whose minChunks is the number of page components.
  if (!cacheGroups || !commons || typeof commons.minChunks !== "number" || commons.test !== undefined)
    throw new Error(
      "plugins/page-commons: Gatsby's webpack configuration no longer has the `commons` cache group this plugin " +
        "narrows (a minChunks count of page components and no test); check whether it is still needed.",
    )
  commons.test = usedByEveryPage(commons.minChunks)
  cacheGroups.lazyCommons = {
    name: lazyChunkName,
    test: usedBySomePages(commons.minChunks),
    minChunks: commons.minChunks,
    priority: 19,
    // A chunk even under webpack's 20 kB minimum: else each lazy chunk gets its own copy.
    enforce: true,
  }
  actions.replaceWebpackConfig(config)
}
