// The CSP and the `_headers` file: only the origins the site uses, and each inline script's hash (no 'unsafe-inline').
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { TAG_HOSTS } from "../../src/features/consent/tags/tags"
import { filesUnder } from "../shared/files-under"

export interface CspSettings {
  checkout: Record<string, string>
  renewalCheckout: string
  renewalCheckoutFull: string
  webhooks: readonly string[]
  videoHost: string
}

// Google's documented GA4 collection hosts (regional endpoints sit under these), and its ad features' hosts.
const GA_COLLECT = ["https://*.google-analytics.com", "https://*.analytics.google.com"]
const GOOGLE_ADS = ["https://*.g.doubleclick.net", "https://*.google.com", "https://*.google.com.br"]

const unique = (values: readonly string[]) => Array.from(new Set(values))
const origins = (urls: readonly string[]) => unique(urls.map(url => new URL(url).origin))
const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
const hashes = (scriptHashes: readonly string[]) => unique(scriptHashes).map(hash => `'${hash}'`)

export function buildCsp(settings: CspSettings, scriptHashes: readonly string[]): string {
  const { checkout, renewalCheckout, renewalCheckoutFull } = settings
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes(scriptHashes), TAG_HOSTS.gtm, TAG_HOSTS.metaScript],
    // Emotion and gatsby-plugin-image write style attributes and <style> blocks at run time (docs/operations.md).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", TAG_HOSTS.gtm, ...GA_COLLECT, ...GOOGLE_ADS, TAG_HOSTS.metaCollect],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...origins(settings.webhooks),
      TAG_HOSTS.gtm,
      ...GA_COLLECT,
      ...GOOGLE_ADS,
      TAG_HOSTS.metaCollect,
      TAG_HOSTS.metaScript,
    ],
    "frame-src": origins([settings.videoHost]),
    "media-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...origins([...Object.values(checkout), renewalCheckout, renewalCheckoutFull])],
    "frame-ancestors": ["'none'"],
  })
}

/** The editor's (visitors never load it): Decap compiles its configuration schema at run time (ajv: 'unsafe-eval'). */
export const buildAdminCsp = ({ connect, images }: { connect: readonly string[]; images: readonly string[] }) =>
  policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...unique(images)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "blob:", ...unique(connect)],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  })

/** A tool page under /admin/: nowhere to send anything; large .xlsx files are unzipped in a blob: worker. */
export const buildToolCsp = (scriptHashes: readonly string[]) =>
  policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes(scriptHashes)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  })

/** JSON-LD and other data blocks excluded. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, code]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
      const executable = !type || ["text/javascript", "module", "application/javascript"].includes(type)
      return !/\bsrc\s*=/i.test(attributes) && executable && code.length > 0
    })
    .map(([, , code]) => code)
}

function addHeaders(headersFile: string, pattern: string, headers: ReadonlyArray<[string, string]>): string {
  const lines = headersFile.replace(/\s+$/, "").split("\n")
  const start = lines.findIndex(line => line.trim() === pattern && !/^\s/.test(line))
  // A "!" name is Cloudflare's detach line ("! Name"), not a header.
  const rendered = headers.map(([name, value]) => (name === "!" ? `  ! ${value}` : `  ${name}: ${value}`))
  if (start < 0) return `${[...lines, "", pattern, ...rendered].join("\n")}\n`
  let end = start + 1
  while (end < lines.length && /^\s+\S/.test(lines[end])) end++
  return `${[...lines.slice(0, end), ...rendered, ...lines.slice(end)].join("\n")}\n`
}

const NO_CACHE = "public, max-age=0, must-revalidate"

export function htmlRoutes(file: string): string[] {
  const clean = file.replace(/\\/g, "/").replace(/^\/+/, "")
  if (clean === "index.html") return ["/", "/index.html"]
  if (!clean.endsWith("/index.html")) return [`/${clean}`, `/${clean.replace(/\.html$/, "")}`]
  const route = `/${clean.slice(0, -"/index.html".length)}`
  return [route, `${route}/`, `/${clean}`]
}

export interface PageScripts {
  file: string
  hashes: readonly string[]
}

/**
 * Hosts join a header two matching rules both set, and both policies would be enforced, so a later rule first detaches
 * the earlier ones: Cloudflare's "! Header" line; Netlify replaces the header instead and leaves it out (`detach`).
 */
export function buildHeadersFile(
  template: string,
  settings: CspSettings,
  pages: readonly PageScripts[],
  { adminCsp, detach = true }: { adminCsp?: string; detach?: boolean } = {},
): string {
  const tools = pages.filter(page => /^admin[\\/]/.test(page.file))
  const sitePages = pages.filter(page => !tools.includes(page))
  let file = addHeaders(template, "/*", [
    ["Content-Security-Policy", buildCsp(settings, [...new Set(sitePages.flatMap(page => page.hashes))].sort())],
  ])
  const own = (csp: string): Array<[string, string]> => [
    ...(detach ? [["!", "Content-Security-Policy"] as [string, string]] : []),
    ["Content-Security-Policy", csp],
  ]
  // A route two files answer (/404: 404.html and 404/index.html) allows the scripts of both.
  const routeHashes = new Map<string, Set<string>>()
  for (const page of sitePages) {
    for (const route of htmlRoutes(page.file)) {
      routeHashes.set(route, new Set([...(routeHashes.get(route) ?? []), ...page.hashes]))
    }
  }
  for (const [route, hashes] of routeHashes) {
    file = addHeaders(file, route, [...own(buildCsp(settings, [...hashes].sort())), ["Cache-Control", NO_CACHE]])
  }
  if (adminCsp) {
    for (const route of ["/admin", "/admin/*"]) {
      file = addHeaders(file, route, [...own(adminCsp), ["X-Robots-Tag", "noindex, nofollow"]])
    }
    // The editor's pages are never cached (its scripts have versioned URLs).
    for (const route of ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]) {
      file = addHeaders(file, route, [["Cache-Control", NO_CACHE]])
    }
  }
  // After the editor's rules, so a tool's policy replaces both the site's and the editor's.
  for (const tool of tools) {
    for (const route of htmlRoutes(tool.file)) {
      file = addHeaders(file, route, [...own(buildToolCsp(tool.hashes)), ["Cache-Control", NO_CACHE]])
    }
  }
  return file
}

const scriptHash = (script: string) => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`

export function writeHeadersFile(
  publicDir: string,
  templateFile: string,
  settings: CspSettings,
  adminCsp: string,
  detach: boolean,
) {
  const notPages = (dir: string) => ["page-data", "static", "_gatsby"].includes(path.basename(dir))
  const pages = filesUnder(publicDir, ".html", notPages)
    .map(file => path.relative(publicDir, file))
    .filter(file => file !== path.join("admin", "index.html"))
    .sort()
    .map(file => ({ file, hashes: inlineScripts(readFileSync(path.join(publicDir, file), "utf8")).map(scriptHash) }))
  const template = readFileSync(templateFile, "utf8")
  writeFileSync(path.join(publicDir, "_headers"), buildHeadersFile(template, settings, pages, { adminCsp, detach }))
  return new Set(pages.flatMap(page => page.hashes)).size
}
