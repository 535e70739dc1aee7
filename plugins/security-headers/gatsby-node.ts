import path from "node:path"
import type { GatsbyNode } from "gatsby"
import siteJson from "../../content/site.json"
import { applyEnvOverrides } from "../../src/content-model/settings"
import { buildCmsConfig, cmsOrigins } from "../cms-admin/cms-config"
import { siteRoot } from "../shared/site-root"
import { buildAdminCsp, writeHeadersFile } from "./security-headers"

// After the plugins that change the pages' bytes (gatsby-config's plugin order).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const root = siteRoot(store)
  const hashes = writeHeadersFile(
    path.join(root, "public"),
    path.join(root, "static", "_headers"),
    applyEnvOverrides(siteJson, process.env),
    buildAdminCsp(cmsOrigins(buildCmsConfig(process.env))),
    // Netlify sets NETLIFY=true in its builds and does not read Cloudflare's "! Header" lines.
    process.env.NETLIFY !== "true",
  )
  reporter.info(`public/_headers written with a CSP allowing ${hashes} inline script hash(es)`)
}
