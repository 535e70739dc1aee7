import type { GatsbyNode } from "gatsby"
import { RetryChunkLoadPlugin } from "webpack-retry-chunk-load-plugin"

// Gatsby never retries a page's failed chunk `import()`: the page stays static and its plan buttons skip the lead form.
const RETRY_DELAYS_MS = "function(attempt){return Math.min(1e3*Math.pow(2,attempt-1),8e3)}"
// The plugin wants a finite count: at 8 s apart, this one never runs out while a page is open.
const MAX_RETRIES = 1_000_000

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [new RetryChunkLoadPlugin({ maxRetries: MAX_RETRIES, retryDelay: RETRY_DELAYS_MS })],
  })
}
