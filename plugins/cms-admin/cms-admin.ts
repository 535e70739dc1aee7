// The writers' editor at /admin/: Decap CMS's standalone bundle (it carries its own React, so the site's bundle never
// sees it), its generated config.yml, the save check (cms-hooks.js) and the preview pane (preview/).
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
import { filesUnder } from "../shared/files-under"

const ADMIN = "/admin/"
const HOOKS_FILE = "cms-hooks.js"
const PREVIEW_FILE = "preview.js"

const version = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12)

/** Where npm installed Decap's bundle (gatsby-node is bundled, so no bare require.resolve). */
export const decapDistDir = (rootDir: string) =>
  path.dirname(createRequire(path.join(rootDir, "package.json")).resolve("decap-cms"))

/** No source maps. */
export const decapBundleFiles = (distDir: string) =>
  fs
    .readdirSync(distDir)
    .filter(name => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort()

/** Named after Decap's version: the host caches every *.js for a year. */
function decapBundleDir(distDir: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(distDir, "..", "package.json"), "utf8")) as {
    version: string
  }
  return `decap-cms-${version}`
}

function cmsConfig(rootDir: string, env: Env) {
  const copyDir = path.join(rootDir, "content", "copy")
  const titles = filesUnder(copyDir, ".mdx").flatMap(file => {
    const title = parseFrontmatter(fs.readFileSync(file, "utf8"))?.title
    return typeof title === "string" ? [[path.relative(copyDir, file).slice(0, -4), title] as const] : []
  })
  return buildCmsConfig(env, Object.fromEntries(titles))
}

/** The page's scripts' URLs change with their content. */
function adminTextFiles(rootDir: string, env: Env, distDir: string, previewVersion?: string): Record<string, string> {
  const hooks = fs.readFileSync(path.join(rootDir, "plugins", "cms-admin", HOOKS_FILE), "utf8")
  const { siteName } = JSON.parse(fs.readFileSync(path.join(rootDir, SETTINGS_FILE), "utf8")) as { siteName: string }
  const preview = previewVersion ? `\n    <script src="${ADMIN}${PREVIEW_FILE}?v=${previewVersion}"></script>` : ""
  const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor de conteúdo · ${siteName}</title>
    <link href="${ADMIN}config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${ADMIN}${decapBundleDir(distDir)}/decap-cms.js"></script>
    <script src="${ADMIN}${HOOKS_FILE}?v=${version(hooks)}"></script>${preview}
  </body>
</html>
`
  return { "index.html": html, "config.yml": cmsConfigYaml(cmsConfig(rootDir, env)), [HOOKS_FILE]: hooks }
}

export function writeAdmin(publicDir: string, rootDir: string, env: Env, previewVersion?: string): string[] {
  const distDir = decapDistDir(rootDir)
  const adminDir = path.join(publicDir, "admin")
  const bundleDir = decapBundleDir(distDir)
  fs.mkdirSync(path.join(adminDir, bundleDir), { recursive: true })
  const texts = adminTextFiles(rootDir, env, distDir, previewVersion)
  for (const [name, text] of Object.entries(texts)) fs.writeFileSync(path.join(adminDir, name), text)
  const bundle = decapBundleFiles(distDir)
  for (const name of bundle) fs.copyFileSync(path.join(distDir, name), path.join(adminDir, bundleDir, name))
  return [...Object.keys(texts), ...bundle.map(name => `${bundleDir}/${name}`)]
}

/** After the pages, whose data it carries; returns its version for its URL. */
export async function writePreview(publicDir: string, rootDir: string, env: Env): Promise<string> {
  const script = await bundlePreview(rootDir, publicDir, cmsConfig(rootDir, env))
  fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "admin", PREVIEW_FILE), script)
  return version(script)
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

/** `gatsby develop`'s /admin/, generated per request so a schema, copy or code change shows on reload. */
export function adminMiddleware(rootDir: string, env: Env, distDir = decapDistDir(rootDir)) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    if (pathname === "/admin") {
      response.writeHead(301, { location: ADMIN }).end()
      return
    }
    if (!pathname.startsWith(ADMIN)) {
      next()
      return
    }
    const name = pathname.slice(ADMIN.length) || "index.html"
    const fail = (status: number) => (error: unknown) =>
      response.writeHead(status, { "content-type": "text/plain" }).end(String(error))
    if (name === "validate" && request.method === "POST") {
      readBody(request)
        .then(body => {
          const { path: file, data } = JSON.parse(body) as { path: string; data: Record<string, unknown> }
          const verdict = checkCmsSave(rootDir, file, data)
          response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(verdict))
        })
        .catch(fail(400))
      return
    }
    const headers = {
      "content-type": TYPES[path.extname(name)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    }
    if (name === PREVIEW_FILE) {
      // Bundled from the pages' data gatsby develop last wrote.
      bundlePreview(rootDir, path.join(rootDir, "public"), cmsConfig(rootDir, env))
        .then(script => response.writeHead(200, headers).end(script))
        .catch(fail(500))
      return
    }
    const texts = adminTextFiles(rootDir, env, distDir, "develop")
    if (name in texts) {
      response.writeHead(200, headers).end(texts[name])
      return
    }
    const bundleFile = name.slice(decapBundleDir(distDir).length + 1)
    if (name.startsWith(`${decapBundleDir(distDir)}/`) && decapBundleFiles(distDir).includes(bundleFile)) {
      response.writeHead(200, { "content-type": headers["content-type"] })
      fs.createReadStream(path.join(distDir, bundleFile)).pipe(response)
      return
    }
    next()
  }
}
