import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { adminMiddleware, writeAdmin } from "./cms-admin"

/** public/admin/: the writers' editor (Decap CMS), its config generated from the content model. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const root = siteRoot(store)
  const written = writeAdmin(path.join(root, "public"), root, process.env)
  reporter.info(`public/admin/ written: the CMS (${written.length} files) with config.yml from the content schema`)
}

/** gatsby develop serves the editor at /admin/ (and its save check) without writing files: `npm run cms`. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  // Gatsby types the Express app as `any`; `use` with a middleware is its documented API.
  ;(app as { use: (middleware: ReturnType<typeof adminMiddleware>) => void }).use(
    adminMiddleware(siteRoot(store), process.env),
  )
}
