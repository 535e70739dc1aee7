// The environment a build is for, so every lead and event says whether it came from the live site (a CRM filters on it).
export const BUILD_ENVIRONMENTS = ["production", "branch", "preview", "local"] as const
export type BuildEnvironment = (typeof BUILD_ENVIRONMENTS)[number]

type Env = Record<string, string | undefined>

// A split-test branch deploy serves real visitors, so it is "branch", not "preview".
const NETLIFY_CONTEXTS: Record<string, BuildEnvironment> = {
  production: "production",
  "branch-deploy": "branch",
  "deploy-preview": "preview",
  dev: "local",
}

const given = (value: string | undefined) => value?.trim() || undefined

/** Whether AB_VARIANT_URL names this branch's Cloudflare alias (its docs, "Preview aliases": `Preco_B` is `preco-b`). */
function isSplitVariant(branch: string, variantUrl: string | undefined): boolean {
  try {
    return new URL(variantUrl ?? "").hostname.split(".")[0] === branch.toLowerCase().replace(/[^a-z0-9]/g, "-")
  } catch {
    return false
  }
}

export function resolveBuildEnvironment(env: Env): BuildEnvironment {
  const context = given(env.CONTEXT)
  // Netlify may add contexts; an unknown one is a test build, never live.
  if (context) return NETLIFY_CONTEXTS[context] ?? "preview"
  if (given(env.CF_PAGES) === "1") {
    const branch = given(env.CF_PAGES_BRANCH)
    if (branch === (given(env.PRODUCTION_BRANCH) ?? "main")) return "production"
    return branch && isSplitVariant(branch, given(env.AB_VARIANT_URL)) ? "branch" : "preview"
  }
  const siteEnv = given(env.SITE_ENV)
  if (!siteEnv) return "local"
  if ((BUILD_ENVIRONMENTS as readonly string[]).includes(siteEnv)) return siteEnv as BuildEnvironment
  throw new Error(`SITE_ENV="${siteEnv}" is not one of ${BUILD_ENVIRONMENTS.join(", ")}`)
}

export const servesVisitors = (environment: BuildEnvironment) =>
  environment === "production" || environment === "branch"

export interface BuildLabels {
  variant: string
  environment: string
}

/** GA4 custom dimensions, pixel parameters. */
export const buildParams = (build: BuildLabels) => ({ variante: build.variant, ambiente: build.environment })
