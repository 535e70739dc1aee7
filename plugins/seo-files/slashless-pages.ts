import path from "node:path"
import { filesUnder } from "../shared/files-under"

/**
 * The site's addresses have no trailing slash, but Gatsby writes /obrigado as obrigado/index.html, which
 * Cloudflare Pages serves at /obrigado/ only, redirecting /obrigado there (308). obrigado.html beside it is
 * served at /obrigado itself. Returns [folder/index.html, folder.html] pairs, written at every build (a twin
 * left by an earlier build would load that build's scripts); the editor and the 404 page are left alone.
 */
export function pageHtmlWithoutSlash(publicDir: string): Array<[string, string]> {
  const notPages = (relativeDir: string) =>
    ["page-data", "static", "_gatsby"].includes(path.basename(relativeDir)) || ["admin", "404"].includes(relativeDir)
  return filesUnder(publicDir, "index.html", notPages)
    .filter(file => path.basename(file) === "index.html" && path.dirname(file) !== publicDir)
    .map((file): [string, string] => [file, `${path.dirname(file)}.html`])
}
