import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { deferFrameworkScripts } from "./scripts-after-first-paint"

// Before the security headers hash the pages' inline scripts (gatsby-config's plugin order).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const pages = deferFrameworkScripts(path.join(siteRoot(store), "public"))
  reporter.info(`Framework scripts load after the first paint on ${pages} page(s) (plugins/scripts-after-first-paint)`)
}
