/**
 * Stands in for `@builder.io/partytown/integration` in the production browser
 * bundle (see onCreateWebpackConfig in gatsby-node.ts). Gatsby's internal
 * Partytown plugin imports the snippet into every page's app.js, but calls it
 * only under `gatsby develop`; no script of this site uses the off-main-thread
 * strategy (the tags load with strategy "idle"), so the snippet is never needed.
 */
export function partytownSnippet(): string {
  return ""
}
