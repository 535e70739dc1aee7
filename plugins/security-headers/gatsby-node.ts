import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides } from "../../src/content-model/settings"
import { buildCmsConfig, cmsConnectOrigins, cmsImageOrigins } from "../cms-admin/cms-config"
import { siteRoot } from "../shared/site-root"
import { writeHeadersFile } from "./headers-file"
import { buildAdminCsp } from "./security-headers"

/**
 * public/_headers: security headers on every path, with a CSP for this
 * build's settings and inline scripts, and the editor's own on /admin/*. Runs after the NUL workaround, which
 * changes the pages' bytes (gatsby-config's plugin order).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const root = siteRoot(store)
  const cms = buildCmsConfig({ env: process.env })
  const { hashes } = writeHeadersFile(
    path.join(root, "public"),
    path.join(root, "static", "_headers"),
    applyEnvOverrides(siteJson, process.env),
    {
      adminCsp: buildAdminCsp(cmsConnectOrigins(cms), cmsImageOrigins(cms)),
      // Netlify sets NETLIFY=true in its builds and does not read Cloudflare's "! Header" lines.
      detach: process.env.NETLIFY !== "true",
    },
  )
  reporter.info(`public/_headers written with a CSP allowing ${hashes} inline script hash(es)`)
}
