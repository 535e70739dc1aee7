#!/usr/bin/env node
/**
 * Serves the production build (public/) the way a static host does:
 * clean URLs, the 404 page, gzip, and the headers from public/_headers
 * (Netlify / Cloudflare Pages format), so tests see what visitors get.
 * Usage: node scripts/serve.mjs [--port 9000] [--dir public]
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { createGzip } from "node:zlib"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const port = Number(option("port", process.env.PORT ?? "9000"))
const root = path.resolve(option("dir", "public"))

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
}
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".yml", ".svg", ".webmanifest"])

/** Parses _headers: a path pattern line, then indented "Name: value" lines. */
function parseHeadersFile(text) {
  const rules = []
  let current
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] }
      rules.push(current)
    } else if (current) {
      const separator = line.indexOf(":")
      if (separator > 0) current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
    }
  }
  return rules
}

function matches(pattern, urlPath) {
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  )
  return regex.test(urlPath)
}

const headersFile = path.join(root, "_headers")
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : []

/** The file for a URL path inside root, or undefined (a path that is not valid percent-encoding gets the 404 page). */
function resolveFile(urlPath) {
  let safe
  try {
    safe = path.normalize(decodeURIComponent(urlPath))
  } catch {
    return undefined
  }
  // The URL path starts with "/", so normalize leaves no leading ".."; startsWith(root) below is the guard.
  const candidates = [path.join(root, safe), path.join(root, safe, "index.html"), path.join(root, `${safe}.html`)]
  return candidates.find(file => file.startsWith(root) && existsSync(file) && statSync(file).isFile())
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost")
  let file = resolveFile(url.pathname)
  let status = 200
  if (!file) {
    file = path.join(root, "404.html")
    status = 404
    if (!existsSync(file)) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found")
      return
    }
  }
  const extension = path.extname(file)
  const headers = { "content-type": TYPES[extension] ?? "application/octet-stream" }
  for (const rule of rules) {
    if (matches(rule.pattern, url.pathname))
      for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value
  }
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
  if (gzip) headers["content-encoding"] = "gzip"
  headers.vary = "Accept-Encoding"
  response.writeHead(status, headers)
  if (request.method === "HEAD") {
    response.end()
    return
  }
  const stream = createReadStream(file)
  ;(gzip ? stream.pipe(createGzip()) : stream).pipe(response)
})

server.listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} on http://localhost:${port}`)
})
