/** Build step (node only): writes public/_headers for the built settings and HTML. */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildCsp, buildHeadersFile, inlineScripts, type CspSettings } from "./security-headers"

function htmlFilesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      // admin/ is the writers' editor, with its own policy (adminCsp), not a page of the site.
      return ["page-data", "static", "_gatsby"].includes(entry.name) || (entry.name === "admin" && dir === base)
        ? []
        : htmlFilesUnder(full, base)
    return entry.name.endsWith(".html") ? [path.relative(base, full)] : []
  })
}

export function writeHeadersFile(
  publicDir: string,
  templateFile: string,
  settings: CspSettings,
  adminCsp?: string,
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
    buildHeadersFile(readFileSync(templateFile, "utf8"), csp, htmlFiles.sort(), adminCsp),
  )
  return { csp, hashes: hashes.size }
}
