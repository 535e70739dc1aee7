import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { ICON_FILE, TAB_ICON_SIZE, tabIconDataUri } from "./tab-icon"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ actions, plugins, store }) => {
  const href = await tabIconDataUri(readFileSync(path.join(siteRoot(store), ICON_FILE)))
  const icon = { href, sizes: `${TAB_ICON_SIZE}x${TAB_ICON_SIZE}` }
  // Gatsby types its plugin helpers as bare Functions; define() is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => unknown
  actions.setWebpackConfig({ plugins: [define({ TAB_ICON: JSON.stringify(icon) })] })
}
