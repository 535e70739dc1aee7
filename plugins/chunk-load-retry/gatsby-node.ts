import type { GatsbyNode } from "gatsby"
import { RetryChunkLoadPlugin } from "webpack-retry-chunk-load-plugin"

/**
 * The site's one retry of failed chunk loads. Gatsby 5.16 fetches a page's component chunk with `import()`
 * and, when that one request fails, never tries again: the page stays static, and its plan buttons go
 * straight to the checkout without the lead form. This plugin wraps webpack's own chunk loading, so every
 * `import()` asks again after 1 s, 2 s, 4 s, then every 8 s until the chunk loads: a phone without signal
 * for minutes keeps its page and gets the code once it is back.
 */
const RETRY_DELAYS_MS = "function(attempt){return Math.min(1e3*Math.pow(2,attempt-1),8e3)}"
/** The plugin wants a finite count: at 8 s apart, this one never runs out while a page is open. */
const MAX_RETRIES = 1_000_000

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [new RetryChunkLoadPlugin({ maxRetries: MAX_RETRIES, retryDelay: RETRY_DELAYS_MS })],
  })
}
