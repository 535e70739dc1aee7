/**
 * The CMS preview's script (node): preview.tsx and the site's sections,
 * bundled by esbuild with the pages' data as the build queried it
 * (public/page-data) and the content of content/data for the figures.
 * Only /admin/ loads it; visitors never do.
 */
import fs from "node:fs"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import { COLLECTIONS } from "../../../src/content-model/schemas"
import type { CmsConfig } from "../cms-types"

const PREVIEW_PAGES = { home: "index", "semana-cliente": "semana-cliente" } as const

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

/** A page's query result as the build wrote it, or {} before the first build. */
function pageData(publicDir: string, folder: string): unknown {
  const file = path.join(publicDir, "page-data", folder, "page-data.json")
  return fs.existsSync(file) ? ((readJson(file) as { result: { data: unknown } }).result.data ?? {}) : {}
}

/** Every static query's result, merged: the sections read `site` and `uiJson` from them. */
function staticQueries(publicDir: string): Record<string, unknown> {
  const dir = path.join(publicDir, "page-data", "sq", "d")
  if (!fs.existsSync(dir)) return {}
  return Object.assign(
    {},
    ...fs.readdirSync(dir).map(name => (readJson(path.join(dir, name)) as { data: Record<string, unknown> }).data),
  ) as Record<string, unknown>
}

/** Every entry name of the editor's file collections: each gets the site's preview. */
const templateNames = (config: CmsConfig) => [
  ...new Set(config.collections.flatMap(collection => collection.files.map(file => file.name))),
]

export function previewData(rootDir: string, publicDir: string, config: CmsConfig) {
  const dataDir = path.join(rootDir, "content", "data")
  const collections = Object.entries(COLLECTIONS)
  return {
    pages: Object.fromEntries(
      Object.entries(PREVIEW_PAGES).map(([page, folder]) => [page, pageData(publicDir, folder)]),
    ),
    staticQueries: staticQueries(publicDir),
    snapshot: Object.fromEntries(
      collections
        .filter(([, collection]) => fs.existsSync(path.join(dataDir, collection.file)))
        .map(([, collection]) => [collection.file, readJson(path.join(dataDir, collection.file))]),
    ),
    dataFiles: Object.fromEntries(
      collections.map(([name, collection]) => [
        name,
        { collection: name, file: collection.file, typeName: collection.typeName },
      ]),
    ),
    templateNames: templateNames(config),
  }
}

/** Resolves the embedded data and the "gatsby" stand-in. */
function previewModules(rootDir: string, data: unknown): Plugin {
  return {
    name: "preview-modules",
    setup(bundler) {
      bundler.onResolve({ filter: /^preview-data$/ }, () => ({ path: "preview-data", namespace: "preview" }))
      bundler.onLoad({ filter: /.*/, namespace: "preview" }, () => ({ contents: JSON.stringify(data), loader: "json" }))
      bundler.onResolve({ filter: /^gatsby$/ }, () => ({
        path: path.join(rootDir, "plugins", "cms-admin", "preview", "gatsby-shim.tsx"),
      }))
    },
  }
}

/** The preview script's source, minified. */
export async function bundlePreview(rootDir: string, publicDir: string, config: CmsConfig): Promise<string> {
  const result = await build({
    entryPoints: [path.join(rootDir, "plugins", "cms-admin", "preview", "preview.tsx")],
    absWorkingDir: rootDir,
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    // tags.ts beside Tags.tsx: esbuild's default order (.tsx first) would pick the wrong one.
    resolveExtensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    define: { "process.env.NODE_ENV": '"production"', __PATH_PREFIX__: '""' },
    plugins: [previewModules(rootDir, previewData(rootDir, publicDir, config))],
    logLevel: "silent",
  })
  return result.outputFiles[0]?.text ?? ""
}
