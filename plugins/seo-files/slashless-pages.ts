import path from "node:path"
import { filesUnder } from "../shared/files-under"

/** Cloudflare Pages serves obrigado/index.html at /obrigado/ only (308 from /obrigado); obrigado.html at /obrigado. */
export function pageHtmlWithoutSlash(publicDir: string): Array<[string, string]> {
  const notPages = (relativeDir: string) =>
    ["page-data", "static", "_gatsby"].includes(path.basename(relativeDir)) || ["admin", "404"].includes(relativeDir)
  return filesUnder(publicDir, "index.html", notPages)
    .filter(file => path.basename(file) === "index.html" && path.dirname(file) !== publicDir)
    .map((file): [string, string] => [file, `${path.dirname(file)}.html`])
}
