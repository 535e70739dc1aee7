/** Build step (node only): writes public/_headers for the built settings and HTML. */
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../shared/files-under"
import {
  buildCsp,
  buildHeadersFile,
  inlineScripts,
  type CspSettings,
  type HeadersFileOptions,
} from "./security-headers"

/** The site's pages under public/, relative to it. */
function htmlFilesUnder(dir: string): string[] {
  const notPages = (relativeDir: string) =>
    // admin/ is the writers' editor, with its own policy (adminCsp), not a page of the site.
    ["page-data", "static", "_gatsby"].includes(path.basename(relativeDir)) || relativeDir === "admin"
  return filesUnder(dir, ".html", notPages).map(file => path.relative(dir, file))
}

export function writeHeadersFile(
  publicDir: string,
  templateFile: string,
  settings: CspSettings,
  options: HeadersFileOptions = {},
): { csp: string; hashes: number } {
  const htmlFiles = htmlFilesUnder(publicDir)
  const hashes = new Set<string>()
  for (const file of htmlFiles) {
    for (const script of inlineScripts(readFileSync(path.join(publicDir, file), "utf8"))) {
      hashes.add(`sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`)
    }
  }
  const csp = buildCsp(settings, [...hashes].sort())
  writeFileSync(
    path.join(publicDir, "_headers"),
    buildHeadersFile(readFileSync(templateFile, "utf8"), csp, htmlFiles.sort(), options),
  )
  return { csp, hashes: hashes.size }
}
