/**
 * The environment a build is for, from the host's own variables, so every lead and analytics event says whether it came
 * from the live site or a test build (a CRM filters on it; nothing is dropped), and a live build refuses example data.
 */
export const BUILD_ENVIRONMENTS = ["production", "branch", "preview", "local"] as const
export type BuildEnvironment = (typeof BUILD_ENVIRONMENTS)[number]

type Env = Record<string, string | undefined>

/** Netlify's CONTEXT values. A split-test branch deploy serves real visitors, so it is "branch", not "preview". */
const NETLIFY_CONTEXTS: Record<string, BuildEnvironment> = {
  production: "production",
  "branch-deploy": "branch",
  "deploy-preview": "preview",
  dev: "local",
}

const given = (value: string | undefined) => value?.trim() || undefined

/** Cloudflare Pages' alias for a branch (its docs, "Preview aliases"): `Preco_B` is `preco-b`. */
const cloudflareBranchAlias = (branch: string) => branch.toLowerCase().replace(/[^a-z0-9]/g, "-")

/** Whether AB_VARIANT_URL (the split's own variable, https://preco-b.formacao-magic.pages.dev) names this branch's alias. */
function isSplitVariant(branch: string, variantUrl: string | undefined): boolean {
  try {
    return new URL(variantUrl ?? "").hostname.split(".")[0] === cloudflareBranchAlias(branch)
  } catch {
    return false
  }
}

/**
 * Netlify's CONTEXT; else Cloudflare Pages (CF_PAGES=1): production on the production branch
 * (PRODUCTION_BRANCH, default "main"), branch on the split test's variant, preview otherwise; else SITE_ENV
 * on any other host; else "local". A value it does not know stops the build rather than guessing.
 */
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

/** Whether real visitors see this build: production, or a split-test branch. */
export const servesVisitors = (environment: BuildEnvironment) =>
  environment === "production" || environment === "branch"

/** What every lead and analytics event says about the build it came from (GraphQL hands the environment over as a string). */
export interface BuildLabels {
  variant: string
  environment: string
}

/** The build's analytics parameters: `variante` and `ambiente` (GA4 custom dimensions, pixel parameters). */
export const buildParams = (build: BuildLabels) => ({ variante: build.variant, ambiente: build.environment })
