/**
 * Where the CMS saves edits, from environment variables, so production editing
 * is switched on by configuration: the local decap-server by default, GitHub
 * or git-gateway (with the editorial workflow) when set.
 */
import type { Env } from "../../src/content-model/settings"
import type { CmsConfig } from "./cms-types"

/** Port of the local backend (decap-server): 8081, Decap's default, unless CMS_LOCAL_PORT says otherwise. */
export const DEFAULT_LOCAL_PORT = 8081

export function localBackendUrl(env: Env): string {
  const port = Number(env.CMS_LOCAL_PORT?.trim() || DEFAULT_LOCAL_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CMS_LOCAL_PORT: "${env.CMS_LOCAL_PORT}" is not a port`)
  return `http://localhost:${port}/api/v1`
}

/** Where edits go: the local decap-server by default; GitHub or git-gateway (with editorial workflow) when set. */
export function cmsBackend(env: Env): Pick<CmsConfig, "backend" | "publish_mode"> {
  const name = env.CMS_BACKEND?.trim() ?? ""
  const branch = env.CMS_BRANCH?.trim() || "main"
  if (!name || name === "local") return { backend: { name: "proxy", proxy_url: localBackendUrl(env) } }
  if (name === "git-gateway") return { backend: { name, branch }, publish_mode: "editorial_workflow" }
  if (name === "github") {
    const repo = env.CMS_REPO?.trim() ?? ""
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      throw new Error(`CMS_REPO: "${repo}" is not a GitHub repository like owner/name (needed by CMS_BACKEND=github)`)
    }
    const baseUrl = env.CMS_BASE_URL?.trim()
    const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim()
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
