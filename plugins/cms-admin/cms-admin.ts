/**
 * The writers' editor at /admin/ (node only): Decap CMS's standalone bundle,
 * copied from node_modules (it carries its own React, so the site's bundle
 * never sees it), its config.yml generated from the schema (cms-config.ts),
 * a page that loads both, and the save check (plugins/cms-admin/cms-hooks.js).
 * `gatsby build` writes them into public/admin/ (writeAdmin); `gatsby develop`
 * serves them, plus the save check's endpoint, from memory (adminMiddleware).
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import type { IncomingMessage, ServerResponse } from "node:http"
import path from "node:path"
import { buildCmsConfig, cmsConfigYaml } from "./cms-config"
import { checkCmsSave } from "./cms-validate"
import { bundlePreview } from "./preview/bundle-preview"
import { parseFrontmatter } from "../content-build/read-content"
import { SETTINGS_FILE, type Env } from "../../src/content-model/settings"

export const ADMIN_PATH = "/admin/"
const HOOKS_FILE = "cms-hooks.js"
/** The preview pane's script: the site's sections and styles (preview/). */
const PREVIEW_FILE = "preview.js"

/**
 * The page writers open; noindex: search engines must not list the editor.
 * Script URLs change with their content (Decap's version folder, the hooks'
 * hash), since the host caches every *.js for a year.
 */
export function adminIndexHtml(
  bundleDir: string,
  hooksVersion: string,
  siteName: string,
  previewVersion?: string,
): string {
  const preview = previewVersion ? `\n    <script src="${ADMIN_PATH}${PREVIEW_FILE}?v=${previewVersion}"></script>` : ""
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor de conteúdo · ${siteName}</title>
    <link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${ADMIN_PATH}${bundleDir}/decap-cms.js"></script>
    <script src="${ADMIN_PATH}${HOOKS_FILE}?v=${hooksVersion}"></script>${preview}
  </body>
</html>
`
}

/** Decap's standalone bundle: its entry, the chunks it loads next to itself, its wasm and licence (no source maps). */
export function decapBundleFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir)
    .filter(name => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort()
}

/** Where npm installed Decap's bundle, resolved from the project (gatsby-node is bundled, so no bare require.resolve). */
export function decapDistDir(rootDir: string): string {
  return path.dirname(createRequire(path.join(rootDir, "package.json")).resolve("decap-cms"))
}

/** The folder of the bundle under /admin/, named after Decap's version; its chunks load from beside it. */
export function decapBundleDir(distDir: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(distDir, "..", "package.json"), "utf8")) as {
    version: string
  }
  return `decap-cms-${version}`
}

/** Title of each copy file by "page/section", so the file list names sections as the page shows them. */
export function copyTitles(contentDir: string): Record<string, string> {
  const copyDir = path.join(contentDir, "copy")
  if (!fs.existsSync(copyDir)) return {}
  const titles: Record<string, string> = {}
  for (const page of fs.readdirSync(copyDir)) {
    const pageDir = path.join(copyDir, page)
    if (!fs.statSync(pageDir).isDirectory()) continue
    for (const name of fs.readdirSync(pageDir).filter(file => file.endsWith(".mdx"))) {
      const title = parseFrontmatter(fs.readFileSync(path.join(pageDir, name), "utf8"))?.title
      if (typeof title === "string") titles[`${page}/${name.slice(0, -4)}`] = title
    }
  }
  return titles
}

/** The generated files of /admin/, by name. */
export function adminTextFiles(
  rootDir: string,
  env: Env,
  distDir: string,
  previewVersion?: string,
): Record<string, string> {
  const config = buildCmsConfig({ env, copyTitles: copyTitles(path.join(rootDir, "content")) })
  const hooks = fs.readFileSync(path.join(rootDir, "plugins", "cms-admin", HOOKS_FILE), "utf8")
  const hooksVersion = createHash("sha256").update(hooks).digest("hex").slice(0, 12)
  const { siteName } = JSON.parse(fs.readFileSync(path.join(rootDir, SETTINGS_FILE), "utf8")) as { siteName: string }
  return {
    "index.html": adminIndexHtml(decapBundleDir(distDir), hooksVersion, siteName, previewVersion),
    "config.yml": cmsConfigYaml(config),
    [HOOKS_FILE]: hooks,
  }
}

/** Writes public/admin/ for the build; returns the file names written. */
export function writeAdmin(
  publicDir: string,
  rootDir: string,
  env: Env,
  { distDir = decapDistDir(rootDir), previewVersion }: { distDir?: string; previewVersion?: string } = {},
): string[] {
  const adminDir = path.join(publicDir, "admin")
  const bundleDir = decapBundleDir(distDir)
  fs.mkdirSync(path.join(adminDir, bundleDir), { recursive: true })
  const texts = adminTextFiles(rootDir, env, distDir, previewVersion)
  for (const [name, text] of Object.entries(texts)) fs.writeFileSync(path.join(adminDir, name), text)
  const bundle = decapBundleFiles(distDir)
  for (const name of bundle) fs.copyFileSync(path.join(distDir, name), path.join(adminDir, bundleDir, name))
  return [...Object.keys(texts), ...bundle.map(name => `${bundleDir}/${name}`)]
}

/** Writes public/admin/preview.js (after the pages, whose data it carries); returns its version for its URL. */
export async function writePreview(publicDir: string, rootDir: string, env: Env): Promise<string> {
  const config = buildCmsConfig({ env, copyTitles: copyTitles(path.join(rootDir, "content")) })
  const script = await bundlePreview(rootDir, publicDir, config)
  fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "admin", PREVIEW_FILE), script)
  return createHash("sha256").update(script).digest("hex").slice(0, 12)
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * For `gatsby develop` (onCreateDevServer): serves /admin/ from memory and the
 * bundle from node_modules, and answers the save check (POST /admin/validate)
 * with the build's validation of the content on disk. Config and titles are
 * generated per request, so a schema or copy change shows on reload.
 */
export function adminMiddleware(rootDir: string, env: Env, distDir = decapDistDir(rootDir)) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    if (pathname !== "/admin" && !pathname.startsWith(ADMIN_PATH)) {
      next()
      return
    }
    if (pathname === "/admin") {
      response.writeHead(301, { location: ADMIN_PATH }).end()
      return
    }
    const name = pathname.slice(ADMIN_PATH.length) || "index.html"
    if (name === "validate" && request.method === "POST") {
      readBody(request)
        .then(body => {
          const { path: file, data } = JSON.parse(body) as { path: string; data: Record<string, unknown> }
          const verdict = checkCmsSave(rootDir, file, data)
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(verdict))
        })
        .catch((error: unknown) => {
          response.writeHead(400, { "content-type": "text/plain" }).end(String(error))
        })
      return
    }
    const type = TYPES[path.extname(name)] ?? "application/octet-stream"
    if (name === PREVIEW_FILE) {
      // Bundled per request from the pages' data gatsby develop last wrote, so it follows the code.
      const config = buildCmsConfig({ env, copyTitles: copyTitles(path.join(rootDir, "content")) })
      bundlePreview(rootDir, path.join(rootDir, "public"), config)
        .then(script => response.writeHead(200, { "content-type": type, "cache-control": "no-cache" }).end(script))
        .catch((error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(String(error)))
      return
    }
    const texts = adminTextFiles(rootDir, env, distDir, "develop")
    if (name in texts) {
      response.writeHead(200, { "content-type": type, "cache-control": "no-cache" }).end(texts[name])
      return
    }
    const bundlePrefix = `${decapBundleDir(distDir)}/`
    const bundleFile = name.startsWith(bundlePrefix) ? name.slice(bundlePrefix.length) : ""
    if (decapBundleFiles(distDir).includes(bundleFile)) {
      response.writeHead(200, { "content-type": type })
      fs.createReadStream(path.join(distDir, bundleFile)).pipe(response)
      return
    }
    next()
  }
}
