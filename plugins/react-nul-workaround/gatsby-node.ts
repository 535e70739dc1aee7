import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { siteRoot } from "../shared/site-root"
import { removeNulBytes } from "./react-nul-workaround"

/** Before the security headers hash the pages' inline scripts (gatsby-config lists this plugin first). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const cleaned = removeNulBytes(path.join(siteRoot(store), "public"))
  if (cleaned.length > 0) reporter.info(`React's NUL bytes removed from ${cleaned.length} page(s)`)
}
