import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode, Store } from "gatsby"

/**
 * vanilla-cookieconsent's stylesheet as a file of its own. Gatsby puts every
 * imported .css into the stylesheet it inlines in each page's <head>, where
 * the banner's 32 KB would weigh on every first paint; the banner's code
 * fetches this file instead, when it loads. The name carries a hash of the
 * content, so public/static/'s one-year cache is safe across upgrades. The
 * browser code gets the address as the constant CONSENT_STYLESHEET_URL.
 */
/** Gatsby types getState as a bare Function; it returns the store's state. */
const siteDirectory = (store: Store) => (store.getState as () => { program: { directory: string } })().program.directory

/** The installed library's stylesheet, resolved from the site like its code is. */
function stylesheet(directory: string): { css: Buffer; fileName: string } {
  const resolve = createRequire(path.join(directory, "package.json")).resolve
  const css = readFileSync(resolve("vanilla-cookieconsent/dist/cookieconsent.css"))
  return { css, fileName: `cookieconsent-${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css` }
}

/** Before any page is built or served (`gatsby develop` serves public/ too). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const directory = siteDirectory(store)
  const staticDir = path.join(directory, "public", "static")
  const { css, fileName } = stylesheet(directory)
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(path.join(staticDir, fileName), css)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, store }) => {
  const url = `/static/${stylesheet(siteDirectory(store)).fileName}`
  // Gatsby types its plugin helpers as bare Functions; define() is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => unknown
  actions.setWebpackConfig({ plugins: [define({ CONSENT_STYLESHEET_URL: JSON.stringify(url) })] })
}
