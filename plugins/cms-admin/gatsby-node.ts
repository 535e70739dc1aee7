import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { adminMiddleware, writeAdmin, writePreview } from "./cms-admin"

/** public/admin/: the editor, its config from the content model, and its preview of the pages this build wrote. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root = siteRoot(store)
  const publicDir = path.join(root, "public")
  const written = writeAdmin(publicDir, root, process.env, await writePreview(publicDir, root, process.env))
  reporter.info(`public/admin/ written: the CMS (${written.length} files) with config.yml from the content schema`)
}

/** gatsby develop serves the editor at /admin/ (and its save check) without writing files: `npm run cms`. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  // Gatsby types the Express app as `any`; `use` with a middleware is its documented API.
  ;(app as { use: (middleware: ReturnType<typeof adminMiddleware>) => void }).use(
    adminMiddleware(siteRoot(store), process.env),
  )
}
