// Gatsby's `<script src async>` framework scripts, on a fast connection, hydrate before the first paint of HTML that
// was ready, and Gatsby has no option for it: one inline loader adds them after the first contentful paint. Its code is
// the same on every page (the list is a data attribute), so the CSP needs one hash for it.
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../shared/files-under"

export const LOADER_ID = "scripts-after-first-paint"

// A paint entry comes after the frame is on screen (requestAnimationFrame runs before it); a hidden tab paints nothing
// until shown. A failed script is added again, up to 30 s apart: without it a plan button would skip the lead form.
const LOADER_CODE =
  '(function(s){var d=0;function add(u,w){var e=document.createElement("script");e.src=u;e.async=true;' +
  "e.onerror=function(){e.remove();setTimeout(function(){add(u,Math.min(w*2,3e4))},w)};document.body.appendChild(e)}" +
  "function go(){if(d)return;d=1;JSON.parse(s.dataset.scripts).forEach(function(u){add(u,1e3)})}" +
  'if(document.visibilityState==="hidden")return go();setTimeout(go,3e3);try{new PerformanceObserver(function(l){' +
  'l.getEntriesByName("first-contentful-paint").length&&requestAnimationFrame(function(){setTimeout(go,0)})}).observe({type:"paint",buffered:true})}' +
  "catch(e){go()}})(document.currentScript)"

const FRAMEWORK_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")

export function frameworkScriptsAfterFirstPaint(html: string): string | undefined {
  const sources: string[] = []
  let at = -1
  const stripped = html.replace(FRAMEWORK_SCRIPT, (_tag: string, quoted?: string, bare?: string, offset?: number) => {
    if (at < 0) at = offset ?? 0
    sources.push(quoted ?? bare ?? "")
    return ""
  })
  if (sources.length === 0) return undefined
  const loader = `<script id="${LOADER_ID}" data-scripts="${escapeAttribute(JSON.stringify(sources))}">${LOADER_CODE}</script>`
  return stripped.slice(0, at) + loader + stripped.slice(at)
}

export function deferFrameworkScripts(publicDir: string): number {
  const notPages = ["admin", "_gatsby", "page-data"]
  const pages = filesUnder(publicDir, ".html", dir => notPages.includes(dir.split(path.sep)[0]))
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    if (html.includes(`id="${LOADER_ID}"`)) continue
    const rewritten = frameworkScriptsAfterFirstPaint(html)
    if (!rewritten)
      throw new Error(
        `${file}: no <script src async> of Gatsby's found; Gatsby's output changed (plugins/scripts-after-first-paint)`,
      )
    fs.writeFileSync(file, rewritten)
  }
  return pages.length
}
