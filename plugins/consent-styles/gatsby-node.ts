import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"

// Gatsby would inline an imported .css in every page's <head>: the banner fetches it at CONSENT_STYLESHEET_URL instead,
// named by its content's hash, so public/static/'s one-year cache is safe across upgrades.
function stylesheet(directory: string): { css: Buffer; fileName: string } {
  const resolve = createRequire(path.join(directory, "package.json")).resolve
  const css = readFileSync(resolve("vanilla-cookieconsent/dist/cookieconsent.css"))
  return { css, fileName: `cookieconsent-${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css` }
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { css, fileName } = stylesheet(siteRoot(store))
  mkdirSync(path.join(siteRoot(store), "public", "static"), { recursive: true })
  writeFileSync(path.join(siteRoot(store), "public", "static", fileName), css)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, store }) => {
  const url = `/static/${stylesheet(siteRoot(store)).fileName}`
  // Gatsby types its plugin helpers as bare Functions; define() is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => unknown
  actions.setWebpackConfig({ plugins: [define({ CONSENT_STYLESHEET_URL: JSON.stringify(url) })] })
}
