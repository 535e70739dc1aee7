/** Build step (node only): writes public/_headers for the built settings and HTML. */
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../shared/files-under"
import { buildHeadersFile, inlineScripts, type CspSettings, type HeadersFileOptions } from "./security-headers"

/** The built pages under public/, relative to it: the site's, and the tools' under admin/. */
function htmlFilesUnder(dir: string): string[] {
  const notPages = (relativeDir: string) => ["page-data", "static", "_gatsby"].includes(path.basename(relativeDir))
  // admin/index.html is the writers' editor, with its own policy (adminCsp), not a page.
  return filesUnder(dir, ".html", notPages)
    .map(file => path.relative(dir, file))
    .filter(file => file !== path.join("admin", "index.html"))
}

const scriptHash = (script: string) => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`

/**
 * public/_headers for this build. Each page gets a policy with the hashes of its own inline
 * scripts (about 0.5 KB less header on every page than one list of all of them); every other
 * path, the 404 for an unknown URL included, the policy with all of them.
 */
export function writeHeadersFile(
  publicDir: string,
  templateFile: string,
  settings: CspSettings,
  options: HeadersFileOptions = {},
): { hashes: number } {
  const pages = htmlFilesUnder(publicDir)
    .sort()
    .map(file => ({ file, hashes: inlineScripts(readFileSync(path.join(publicDir, file), "utf8")).map(scriptHash) }))
  writeFileSync(
    path.join(publicDir, "_headers"),
    buildHeadersFile(readFileSync(templateFile, "utf8"), settings, pages, options),
  )
  return { hashes: new Set(pages.flatMap(page => page.hashes)).size }
}
