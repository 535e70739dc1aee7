/**
 * The environment a build is for, from the host's own variables, so every
 * lead and analytics event can say whether it came from the live site or a
 * test build (a CRM filters on it; nothing is dropped), and a live build can
 * refuse example data. Pure and framework-free: used by gatsby-config,
 * the content-model plugin and tests.
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

/** Cloudflare Pages' production branch when PRODUCTION_BRANCH does not name another. */
export const DEFAULT_PRODUCTION_BRANCH = "main"

function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * Cloudflare Pages' alias for a branch (`<alias>.<project>.pages.dev`): its
 * name lower-cased, every character other than a-z and 0-9 made a hyphen
 * (Cloudflare's docs, "Preview aliases"): `Preco_B` is `preco-b`.
 */
export function cloudflareBranchAlias(branch: string): string {
  return branch.toLowerCase().replace(/[^a-z0-9]/g, "-")
}

/**
 * Whether this Cloudflare branch is the variant of the running split test:
 * AB_VARIANT_URL (the split's own variable, set for Production and Preview
 * alike) points at the branch's alias, e.g. https://preco-b.formacao-magic.pages.dev
 * for the branch preco-b. One variable names the variant for the split and for the build.
 */
function isSplitVariant(branch: string, variantUrl: string | undefined): boolean {
  let host: string
  try {
    host = new URL(variantUrl ?? "").hostname
  } catch {
    return false
  }
  return host.split(".")[0] === cloudflareBranchAlias(branch)
}

/**
 * Netlify's CONTEXT; else Cloudflare Pages (CF_PAGES=1): production when
 * CF_PAGES_BRANCH is the production branch (PRODUCTION_BRANCH, default
 * "main"), branch when it is the split test's variant (AB_VARIANT_URL), and
 * preview otherwise; else SITE_ENV on any other host; else "local".
 * A value it does not know stops the build rather than guessing.
 */
export function resolveBuildEnvironment(env: Env): BuildEnvironment {
  const context = given(env.CONTEXT)
  if (context) {
    // Netlify may add contexts; an unknown one is a test build, never live.
    return NETLIFY_CONTEXTS[context] ?? "preview"
  }
  if (given(env.CF_PAGES) === "1") {
    const productionBranch = given(env.PRODUCTION_BRANCH) ?? DEFAULT_PRODUCTION_BRANCH
    const branch = given(env.CF_PAGES_BRANCH)
    if (branch === productionBranch) return "production"
    return branch && isSplitVariant(branch, given(env.AB_VARIANT_URL)) ? "branch" : "preview"
  }
  const siteEnv = given(env.SITE_ENV)
  if (!siteEnv) return "local"
  if ((BUILD_ENVIRONMENTS as readonly string[]).includes(siteEnv)) return siteEnv as BuildEnvironment
  throw new Error(`SITE_ENV="${siteEnv}" is not one of ${BUILD_ENVIRONMENTS.join(", ")}`)
}

/** Whether real visitors see this build: production, or a split-test branch. */
export function servesVisitors(environment: BuildEnvironment): boolean {
  return environment === "production" || environment === "branch"
}

/** What every lead and analytics event says about the build it came from. */
export interface BuildLabels {
  /** The A/B variant (resolveVariant in settings.ts). */
  variant: string
  /** A BuildEnvironment; typed loosely because GraphQL hands it over as a string. */
  environment: string
}

/** The build's analytics parameters: `variante` and `ambiente` (GA4 custom dimensions, pixel parameters). */
export function buildParams(build: BuildLabels): { variante: string; ambiente: string } {
  return { variante: build.variant, ambiente: build.environment }
}
