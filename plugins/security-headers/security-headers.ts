/**
 * The Content-Security-Policy and the `_headers` file (Cloudflare Pages,
 * also under `wrangler pages dev`, and Netlify). The policy lists only origins the site uses,
 * taken from the built settings, plus the hash of every inline script in
 * the built HTML, so no 'unsafe-inline' is needed for scripts.
 */
import { TAG_HOSTS } from "../../src/features/consent/tags/tags"

export interface CspSettings {
  checkout: Record<string, string>
  renewalCheckout: string
  renewalCheckoutFull: string
  webhooks: readonly string[]
  videoHost: string
}

/** Google's documented GA4 collection hosts (regional endpoints sit under these). */
const GA_COLLECT = ["https://*.google-analytics.com", "https://*.analytics.google.com"]
/**
 * Google's documented hosts for GA4 with Google Signals and the ad features,
 * which the tags reach once the visitor grants marketing (Brazil's google.com.br too).
 */
const GOOGLE_ADS = ["https://*.g.doubleclick.net", "https://*.google.com", "https://*.google.com.br"]

export function originOf(url: string): string {
  return new URL(url).origin
}

const unique = (values: readonly string[]) => Array.from(new Set(values))

export function buildCsp(settings: CspSettings, scriptHashes: readonly string[]): string {
  const webhooks = unique(settings.webhooks.map(originOf))
  const checkouts = unique(
    [...Object.values(settings.checkout), settings.renewalCheckout, settings.renewalCheckoutFull].map(originOf),
  )
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(scriptHashes).map(hash => `'${hash}'`), TAG_HOSTS.gtm, TAG_HOSTS.metaScript]],
    // Emotion and gatsby-plugin-image write style attributes and <style> blocks at run time (see docs/operations.md).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", TAG_HOSTS.gtm, ...GA_COLLECT, ...GOOGLE_ADS, TAG_HOSTS.metaCollect]],
    ["font-src", ["'self'", "data:"]],
    [
      "connect-src",
      ["'self'", ...webhooks, TAG_HOSTS.gtm, ...GA_COLLECT, ...GOOGLE_ADS, TAG_HOSTS.metaCollect, TAG_HOSTS.metaScript],
    ],
    ["frame-src", [originOf(settings.videoHost)]],
    ["media-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...checkouts]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/**
 * The policy of the writers' editor at /admin/ (Decap CMS), which visitors
 * never load. Decap's bundle compiles its configuration schema at run time
 * (ajv), so it needs 'unsafe-eval'; it shows and reads uploads through blob:
 * URLs; it talks to the local backend or the git host's API (`connectOrigins`).
 */
export function buildAdminCsp(connectOrigins: readonly string[], imageOrigins: readonly string[] = []): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...unique(imageOrigins)]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", ...unique(connectOrigins)]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/**
 * A tool page under /admin/ (the A/B verdict, which reads the marketer's exports): its own scripts,
 * no tag host, and nowhere to send anything but the site itself (Gatsby's page data). Large .xlsx
 * files are unzipped in a blob: worker.
 */
export function buildToolCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scriptHashes).map(hash => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The contents of every inline, executable <script> of a page (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1]
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue
    if (match[2].length > 0) scripts.push(match[2])
  }
  return scripts
}

/** Adds header lines to the block of `pattern` in a _headers file (appending the block when missing). */
export function addHeaders(headersFile: string, pattern: string, headers: ReadonlyArray<[string, string]>): string {
  const lines = headersFile.replace(/\s+$/, "").split("\n")
  const start = lines.findIndex(line => line.trim() === pattern && !/^\s/.test(line))
  // A "!" name is Cloudflare's detach line ("! Name"), not a header.
  const rendered = headers.map(([name, value]) => (name === "!" ? `  ! ${value}` : `  ${name}: ${value}`))
  if (start < 0) return `${[...lines, "", pattern, ...rendered].join("\n")}\n`
  let end = start + 1
  while (end < lines.length && /^\s+\S/.test(lines[end])) end++
  return `${[...lines.slice(0, end), ...rendered, ...lines.slice(end)].join("\n")}\n`
}

export const NO_CACHE = "public, max-age=0, must-revalidate"

/** URL paths that serve a built HTML file ('index.html' → '/', 'obrigado/index.html' → '/obrigado' and '/obrigado/'). */
export function htmlRoutes(htmlFiles: readonly string[]): string[] {
  const routes = htmlFiles.flatMap(file => {
    const clean = file.replace(/\\/g, "/").replace(/^\/+/, "")
    if (clean === "index.html") return ["/", "/index.html"]
    if (clean.endsWith("/index.html")) {
      const route = `/${clean.slice(0, -"/index.html".length)}`
      return [route, `${route}/`, `/${clean}`]
    }
    return [`/${clean}`, `/${clean.replace(/\.html$/, "")}`]
  })
  return Array.from(new Set(routes))
}

/** Paths of the editor's pages that must never be cached (its scripts have versioned URLs). */
export const ADMIN_PAGES = ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]

/** Rendered by addHeaders as "  ! Content-Security-Policy". */
const DETACH_CSP: [string, string] = ["!", "Content-Security-Policy"]

export interface HeadersFileOptions {
  /** The editor's policy for /admin/* (omitted: no editor in this build). */
  adminCsp?: string
  /**
   * Cloudflare Pages' "! Header" line, which drops a header set by an earlier
   * matching rule. Netlify does not read it (a later matching rule replaces
   * the header there), so Netlify builds leave it out.
   */
  detach?: boolean
}

/** A built page: its file under public/ and the hashes of its inline scripts. */
export interface PageScripts {
  file: string
  hashes: readonly string[]
}

/**
 * static/_headers completed for this build: the site's CSP on /* (so every
 * response has one, the 404 for an unknown URL included), each HTML route its
 * page's own policy and no caching, the editor's own policy on /admin/*, and
 * each tool page under /admin/ its own (buildToolCsp). Hosts join a header that
 * two matching rules both set, and two policies would both be enforced, so a
 * page's, the editor's or a tool's rule first detaches the ones before it.
 */
export function buildHeadersFile(
  template: string,
  settings: CspSettings,
  pages: readonly PageScripts[],
  { adminCsp, detach = true }: HeadersFileOptions = {},
): string {
  const tools = pages.filter(page => /^admin[\\/]/.test(page.file))
  const sitePages = pages.filter(page => !tools.includes(page))
  const allHashes = sitePages.flatMap(page => page.hashes)
  let file = addHeaders(template, "/*", [
    ["Content-Security-Policy", buildCsp(settings, [...new Set(allHashes)].sort())],
  ])
  // A route two files answer (/404: 404.html and 404/index.html) allows the scripts of both.
  const routeHashes = new Map<string, Set<string>>()
  for (const page of sitePages) {
    for (const route of htmlRoutes([page.file])) {
      const hashes = routeHashes.get(route) ?? new Set<string>()
      page.hashes.forEach(hash => hashes.add(hash))
      routeHashes.set(route, hashes)
    }
  }
  for (const [route, hashes] of routeHashes) {
    file = addHeaders(file, route, [
      ...(detach ? [DETACH_CSP] : []),
      ["Content-Security-Policy", buildCsp(settings, [...hashes].sort())],
      ["Cache-Control", NO_CACHE],
    ])
  }
  if (adminCsp) {
    for (const route of ["/admin", "/admin/*"]) {
      file = addHeaders(file, route, [
        ...(detach ? [DETACH_CSP] : []),
        ["Content-Security-Policy", adminCsp],
        ["X-Robots-Tag", "noindex, nofollow"],
      ])
    }
    for (const route of ADMIN_PAGES) file = addHeaders(file, route, [["Cache-Control", NO_CACHE]])
  }
  // After the editor's rules, so a tool's policy replaces both the site's and the editor's.
  for (const tool of tools) {
    for (const route of htmlRoutes([tool.file])) {
      file = addHeaders(file, route, [
        ...(detach ? [DETACH_CSP] : []),
        ["Content-Security-Policy", buildToolCsp(tool.hashes)],
        ["Cache-Control", NO_CACHE],
      ])
    }
  }
  return file
}
