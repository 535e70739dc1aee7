// The CMS preview's script: preview.tsx and the site's sections, bundled with the pages' data as the build queried it.
import fs from "node:fs"
import path from "node:path"
import { build } from "esbuild"
import { COLLECTIONS } from "../../../src/content-model/schemas"
import type { CmsConfig } from "../cms-types"

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"))

const PAGE_FOLDERS = { home: "index", "semana-cliente": "semana-cliente" }

type PageData = { result: { data?: unknown }; staticQueryHashes?: string[] }
const readPageData = (publicDir: string, folder: string): PageData | undefined => {
  const file = path.join(publicDir, "page-data", folder, "page-data.json")
  return fs.existsSync(file) ? (readJson(file) as PageData) : undefined
}

const pageData = (publicDir: string, folder: string): unknown => readPageData(publicDir, folder)?.result.data ?? {}
const staticQueryHashes = (publicDir: string, folder: string): string[] =>
  readPageData(publicDir, folder)?.staticQueryHashes ?? []

function previewData(rootDir: string, publicDir: string, config: CmsConfig) {
  const dataDir = path.join(rootDir, "content", "data")
  // The static queries the built pages use, merged: the sections read `site`, `uiJson` and the plans from them.
  // Only those the pages name: public/ keeps the results of queries an earlier build had.
  const queriesDir = path.join(publicDir, "page-data", "sq", "d")
  const queries = [...new Set(Object.values(PAGE_FOLDERS).flatMap(folder => staticQueryHashes(publicDir, folder)))]
  const collections = Object.entries(COLLECTIONS)
  return {
    pages: Object.fromEntries(
      Object.entries(PAGE_FOLDERS).map(([page, folder]) => [page, pageData(publicDir, folder)]),
    ),
    staticQueries: Object.assign(
      {},
      ...queries.map(
        hash => (readJson(path.join(queriesDir, `${hash}.json`)) as { data: Record<string, unknown> }).data,
      ),
    ) as Record<string, unknown>,
    snapshot: Object.fromEntries(
      collections
        .filter(([, { file }]) => fs.existsSync(path.join(dataDir, file)))
        .map(([, { file }]) => [file, readJson(path.join(dataDir, file))]),
    ),
    dataFiles: Object.fromEntries(collections.map(([name, { file, typeName }]) => [name, { file, typeName }])),
    // Every entry of the editor's file collections gets the site's preview.
    templateNames: [...new Set(config.collections.flatMap(collection => collection.files.map(file => file.name)))],
  }
}

export async function bundlePreview(rootDir: string, publicDir: string, config: CmsConfig): Promise<string> {
  const data = previewData(rootDir, publicDir, config)
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
    plugins: [
      {
        name: "preview-modules",
        setup(bundler) {
          bundler.onResolve({ filter: /^preview-data$/ }, () => ({ path: "preview-data", namespace: "preview" }))
          bundler.onLoad({ filter: /.*/, namespace: "preview" }, () => ({
            contents: JSON.stringify(data),
            loader: "json",
          }))
          bundler.onResolve({ filter: /^gatsby$/ }, () => ({
            path: path.join(rootDir, "plugins", "cms-admin", "preview", "gatsby-shim.tsx"),
          }))
        },
      },
    ],
    logLevel: "silent",
  })
  return result.outputFiles[0]?.text ?? ""
}
