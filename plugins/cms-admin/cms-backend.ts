/**
 * Where the CMS saves edits, from environment variables, so production editing
 * is switched on by configuration: the local decap-server by default, GitHub
 * or git-gateway (with the editorial workflow) when set.
 */
import siteJson from "../../content/site.json"
import { applyEnvOverrides, type Env } from "../../src/content-model/settings"
import type { CmsConfig } from "./cms-types"

/** Port of the local backend (decap-server): 8081, Decap's default, unless CMS_LOCAL_PORT says otherwise. */
export const DEFAULT_LOCAL_PORT = 8081

export function localBackendUrl(env: Env): string {
  const port = Number(env.CMS_LOCAL_PORT?.trim() || DEFAULT_LOCAL_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CMS_LOCAL_PORT: "${env.CMS_LOCAL_PORT}" is not a port`)
  return `http://localhost:${port}/api/v1`
}

/**
 * Where edits go: the local decap-server by default; GitHub or git-gateway (with editorial workflow) when set.
 * On Cloudflare Pages, a repository alone means GitHub, signed in by the site's own functions (functions/api/cms/)
 * at the production address, and each deployment edits its own branch (a split test's variant edits its branch).
 */
export function cmsBackend(env: Env): Pick<CmsConfig, "backend" | "publish_mode"> {
  const cloudflare = env.CF_PAGES?.trim() === "1"
  const name = env.CMS_BACKEND?.trim() || (cloudflare && env.CMS_REPO?.trim() ? "github" : "")
  const deployed = cloudflare ? env.CF_PAGES_BRANCH?.trim() : ""
  const branch = env.CMS_BRANCH?.trim() || deployed || "main"
  if (!name || name === "local") return { backend: { name: "proxy", proxy_url: localBackendUrl(env) } }
  if (name === "git-gateway") return { backend: { name, branch }, publish_mode: "editorial_workflow" }
  if (name === "github") {
    const repo = env.CMS_REPO?.trim() ?? ""
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      throw new Error(`CMS_REPO: "${repo}" is not a GitHub repository like owner/name (needed by CMS_BACKEND=github)`)
    }
    const production = cloudflare ? new URL(applyEnvOverrides(siteJson, env).siteUrl).origin : undefined
    const baseUrl = env.CMS_BASE_URL?.trim() || production
    const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim() || (cloudflare ? "api/cms/auth" : undefined)
    return {
      backend: {
        name,
        repo,
        branch,
        ...(baseUrl ? { base_url: baseUrl } : {}),
        ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
      },
      publish_mode: "editorial_workflow",
    }
  }
  throw new Error(`CMS_BACKEND: "${name}" is not one of local, github, git-gateway`)
}
