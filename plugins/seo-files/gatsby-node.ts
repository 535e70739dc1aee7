import { copyFile, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { pageHtmlWithoutSlash } from "./slashless-pages"

interface StoreState {
  program: { directory: string }
  config: { siteMetadata?: { siteUrl?: string } }
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
