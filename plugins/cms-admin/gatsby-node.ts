import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { adminMiddleware, writeAdmin, writePreview } from "./cms-admin"

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root = siteRoot(store)
  const publicDir = path.join(root, "public")
  const written = writeAdmin(publicDir, root, process.env, await writePreview(publicDir, root, process.env))
  reporter.info(`public/admin/ written: the CMS (${written.length} files) with config.yml from the content schema`)
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  // Gatsby types the Express app as `any`; `use` with a middleware is its documented API.
  ;(app as { use: (middleware: ReturnType<typeof adminMiddleware>) => void }).use(
    adminMiddleware(siteRoot(store), process.env),
  )
}
