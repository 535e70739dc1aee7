import { copyFile, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides } from "../../src/content-model/settings"
import { siteRoot } from "../shared/site-root"
import { pageHtmlWithoutSlash } from "./slashless-pages"

// The sitemap also at /sitemap.xml, where crawlers look first; robots.txt's Sitemap line with this build's site URL.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = path.join(siteRoot(store), "public")
  const sitemapLine = `Sitemap: ${applyEnvOverrides(siteJson, process.env).siteUrl}/sitemap.xml`
  try {
    await copyFile(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"))
    const robotsFile = path.join(publicDir, "robots.txt")
    const robots = await readFile(robotsFile, "utf8")
    const updated = /^Sitemap:.*$/m.test(robots)
      ? robots.replace(/^Sitemap:.*$/gm, sitemapLine)
      : `${robots.trimEnd()}\n\n${sitemapLine}\n`
    await writeFile(robotsFile, updated)
    for (const [from, to] of pageHtmlWithoutSlash(publicDir)) await copyFile(from, to)
  } catch (error) {
    reporter.panicOnBuild(`seo-files: could not write sitemap.xml or robots.txt in public/: ${String(error)}`)
  }
}
