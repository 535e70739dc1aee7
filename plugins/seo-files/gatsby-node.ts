import { existsSync } from "node:fs"
import { copyFile, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { filesUnder } from "../shared/files-under"

interface StoreState {
  program: { directory: string }
  config: { siteMetadata?: { siteUrl?: string } }
}

/**
 * The site's addresses have no trailing slash (trailingSlash: "never"), but
 * Gatsby writes /obrigado as obrigado/index.html, which Cloudflare Pages
 * serves at /obrigado/ only, redirecting /obrigado there (308): every
 * canonical address would redirect. obrigado.html beside it is served at
 * /obrigado itself, and /obrigado/ still serves the folder's copy.
 * Returns [folder/index.html, folder.html] pairs; the editor and existing files are left alone.
 */
export function pageHtmlWithoutSlash(publicDir: string): Array<[string, string]> {
  const notPages = (relativeDir: string) =>
    ["page-data", "static", "_gatsby"].includes(path.basename(relativeDir)) || relativeDir === "admin"
  return filesUnder(publicDir, "index.html", notPages)
    .filter(file => path.basename(file) === "index.html" && path.dirname(file) !== publicDir)
    .map((file): [string, string] => [file, `${path.dirname(file)}.html`])
    .filter(([, copy]) => !existsSync(copy))
}

/**
 * After gatsby-plugin-sitemap (listed before this plugin in gatsby-config.ts):
 * - publishes its /sitemap-index.xml at /sitemap.xml too, the address crawlers try first;
 * - rewrites the Sitemap line of robots.txt (from static/) with this build's
 *   site URL, so a SITE_URL override points crawlers at the right host;
 * - copies each page's folder/index.html to folder.html (pageHtmlWithoutSlash).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, config } = (store.getState as () => StoreState)()
  const publicDir = path.join(program.directory, "public")
  const siteUrl = config.siteMetadata?.siteUrl?.replace(/\/+$/, "")
  if (!siteUrl) {
    reporter.panicOnBuild("seo-files: siteMetadata.siteUrl is missing")
    return
  }
  try {
    await copyFile(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"))
    const robotsFile = path.join(publicDir, "robots.txt")
    const robots = await readFile(robotsFile, "utf8")
    const sitemapLine = `Sitemap: ${siteUrl}/sitemap.xml`
    const updated = /^Sitemap:.*$/m.test(robots)
      ? robots.replace(/^Sitemap:.*$/gm, sitemapLine)
      : `${robots.trimEnd()}\n\n${sitemapLine}\n`
    await writeFile(robotsFile, updated)
    for (const [from, to] of pageHtmlWithoutSlash(publicDir)) await copyFile(from, to)
  } catch (error) {
    reporter.panicOnBuild(`seo-files: could not write sitemap.xml or robots.txt in public/: ${String(error)}`)
  }
}
