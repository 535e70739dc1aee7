/** First-load JavaScript of a built page, read from public/ (no browser needed). */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

function htmlFileFor(publicDir, route) {
  return route === "/" ? path.join(publicDir, "index.html") : path.join(publicDir, route.slice(1), "index.html")
}

function pageDataFor(publicDir, route) {
  const name = route === "/" ? "index" : route.slice(1)
  const file = path.join(publicDir, "page-data", name, "page-data.json")
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
}

const isLocalScript = src => src.startsWith("/") && !src.startsWith("//")

/**
 * The gzip size of every script a visitor downloads before any interaction:
 * the `<script src>` and `<link rel=preload as=script>` of the built HTML and the
 * scripts its loader adds after the first paint, plus
 * the page component's chunk group, which Gatsby's runtime fetches right after
 * (before hydration) because Gatsby 5 puts only its runtime scripts in the HTML.
 */
export function firstLoadJs(publicDir, route) {
  const html = readFileSync(htmlFileFor(publicDir, route), "utf8")
  const fromHtml = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) fromHtml.add(match[1])
  // Gatsby's own scripts, which the page adds after its first paint (plugins/scripts-after-first-paint).
  const loader = /<script id="scripts-after-first-paint" data-scripts="([^"]*)"/.exec(html)
  if (loader)
    for (const src of JSON.parse(loader[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&"))) fromHtml.add(src)
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (
      href &&
      /\brel="(?:preload|modulepreload)"/.test(tag) &&
      (/\bas="script"/.test(tag) || /modulepreload/.test(tag))
    )
      fromHtml.add(href)
  }
  const external = [...fromHtml].filter(src => !isLocalScript(src))
  const files = new Set([...fromHtml].filter(isLocalScript).map(src => src.split(/[?#]/)[0]))
  const htmlOnly = new Set(files)

  const pageData = pageDataFor(publicDir, route)
  const statsFile = path.join(publicDir, "webpack.stats.json")
  if (pageData && existsSync(statsFile)) {
    const stats = JSON.parse(readFileSync(statsFile, "utf8"))
    const group = stats.namedChunkGroups?.[pageData.componentChunkName]
    for (const asset of group?.assets ?? []) {
      const name = typeof asset === "string" ? asset : asset.name
      if (name.endsWith(".js")) files.add(`/${name}`)
    }
  }

  const sizeOf = file => gzipSync(readFileSync(path.join(publicDir, file))).length
  const scripts = [...files].map(file => ({ file, gzipBytes: sizeOf(file), inHtml: htmlOnly.has(file) }))
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlGzipBytes: scripts.filter(script => script.inHtml).reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
    externalScriptsInHtml: external,
  }
}
