import type { GatsbyNode } from "gatsby"
import { RetryChunkLoadPlugin } from "webpack-retry-chunk-load-plugin"

/**
 * Gatsby 5.16's loader fetches a page's component chunk with `import()` and, when that one request
 * fails (a 503, a dropped connection on a phone), logs "page resources … not found. Not rendering
 * React" and never tries again: the page stays static, and its plan buttons go straight to the
 * checkout without the lead form. Gatsby retries page-data but not chunks.
 *
 * webpack-retry-chunk-load-plugin wraps webpack's own chunk loading, so every `import()` (the page's
 * component, the lazy sections) asks again after 1 s, 2 s, 4 s, then every 8 s, for about two and a
 * half minutes. Its waits cannot end early when the browser comes back online, hence the short
 * steps; what still fails after that, the lazy sections keep retrying on their own, at once on
 * `online` (src/lib/browser/import-until-loaded.ts). The browser test "a page whose component chunk
 * fails to load once still comes alive" (e2e/site/perf.spec.ts) fails when this stops working.
 */
const RETRY_DELAYS_MS = "function(attempt){return Math.min(1e3*Math.pow(2,attempt-1),8e3)}"
const MAX_RETRIES = 20

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [new RetryChunkLoadPlugin({ maxRetries: MAX_RETRIES, retryDelay: RETRY_DELAYS_MS })],
  })
}
