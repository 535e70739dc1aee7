import type { GatsbyNode } from "gatsby"

/**
 * Webpack's runtime, in every page's first-load JavaScript, lists each chunk's file name with its
 * content hash: 20 hex characters by default. With the lazy sections that is some sixty hashes,
 * about 1 KB of gzip (random hex does not compress), over half of it characters no visitor needs.
 * Eight characters (32 bits, as create-react-app used) still tell one build's file from the next:
 * the files are cached as immutable (static/_headers), and a stale one would take the same chunk
 * name and the same 8 characters in two deploys.
 */
export const HASH_LENGTH = 8

/** The part of webpack's configuration this plugin writes. */
interface OutputConfig {
  output?: { filename?: unknown; hashDigestLength?: number }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  // setWebpackConfig drops `output`, so the whole configuration is replaced (Gatsby 5.16).
  const config = (getConfig as () => OutputConfig)()
  if (typeof config.output?.filename !== "string" || !config.output.filename.includes("[contenthash]"))
    throw new Error(
      "plugins/short-chunk-hashes: Gatsby's webpack output no longer names scripts with [contenthash]; " +
        "check whether this plugin still shortens them.",
    )
  config.output.hashDigestLength = HASH_LENGTH
  actions.replaceWebpackConfig(config)
}
