/** The A/B split's decisions: the test from the Pages variables, the visitor's arm, which requests are drawn. */
export type Arm = "control" | "variant"

/** The Pages environment variables (Settings → Variables and secrets) the split reads. */
export interface AbEnv {
  /** The variant branch deployment's address, e.g. https://preco-b.formacao-magic.pages.dev */
  AB_VARIANT_URL?: string
  /** The variant's share of new visitors, 0 to 100. */
  AB_VARIANT_SHARE?: string
}

export interface AbTest {
  /** Scheme, host and port: a path in the variable is ignored. */
  variantOrigin: string
  share: number
  /** A short hash of the variant's origin: a cookie from another test is not this test's. */
  testId: string
}

/** The cookie that keeps a visitor on one arm. It holds the arm and the test's id, nothing about the person. */
export const COOKIE_NAME = "fm_ab"
/**
 * A test is planned for two to four whole weeks (every weekday seen at least twice), and no visitor stays on an
 * arm longer: set once, at assignment, and never refreshed.
 */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** FNV-1a (32 bits), base 36: a stable short id, not a secret. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(36)
}

/**
 * The test the variables describe. None when either is unset or the share is 0; a malformed value also means
 * none (a typo never takes the site down), and `problem` says why.
 */
export function readTest(env: AbEnv): { test?: AbTest; problem?: string } {
  const rawUrl = env.AB_VARIANT_URL?.trim() ?? ""
  const rawShare = env.AB_VARIANT_SHARE?.trim().replace(/%$/, "") ?? ""
  // A preview environment may hold only the URL (it marks the variant's build): no test there.
  if (!rawUrl || rawShare === "") return {}
  const share = Number(rawShare)
  if (!Number.isFinite(share) || share < 0 || share > 100) {
    return { problem: `AB_VARIANT_SHARE="${env.AB_VARIANT_SHARE ?? ""}" is not a number from 0 to 100` }
  }
  if (share === 0) return {}
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return { problem: `AB_VARIANT_URL="${rawUrl}" is not an address` }
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(url.hostname))
  if (!secure) return { problem: `AB_VARIANT_URL="${rawUrl}" must start with https://` }
  return { test: { variantOrigin: url.origin, share, testId: shortHash(url.origin) } }
}

/** The arm this test's cookie names, if the request carries one. */
export function armFromCookie(cookieHeader: string | null, test: AbTest): Arm | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=", 2)
    const [arm, testId] = value.split(".", 2)
    if (name === COOKIE_NAME && testId === test.testId && (arm === "control" || arm === "variant")) return arm
  }
  return undefined
}

/** The Set-Cookie value for a visitor just assigned. Secure wherever the page is (https in production). */
export function armCookie(arm: Arm, test: AbTest, secure: boolean): string {
  return `${COOKIE_NAME}=${arm}.${test.testId}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`
}

/** A new visitor's arm: the variant with probability share/100. `random` is in [0, 1). */
export const assignArm = (share: number, random: number): Arm => (random * 100 < share ? "variant" : "control")

/**
 * A visitor opening a page: the only request that draws a new visitor's arm. A file (a name with an extension
 * other than .html: scripts, page data, images, fonts), whatever Sec-Fetch-Dest claims, or a page's own request
 * without the cookie, is never drawn, so no Set-Cookie lands on a file a cache keeps. No header (curl) may be a page.
 */
export function isPageNavigation(pathname: string, secFetchDest: string | null): boolean {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1)
  return (!name.includes(".") || name.endsWith(".html")) && (secFetchDest ?? "document") === "document"
}

/**
 * Always from this deployment, never drawn: the content editor, the site's own API (the editor's sign-in,
 * leads, sales), and the files machines read (the hourly rebuild's /build.json, crawlers' robots.txt and
 * sitemaps, the host's and security files), which must not change with a draw.
 */
const CONTROL_ONLY =
  /^\/(admin(\/|$)|api\/|build\.json$|robots\.txt$|sitemap[^/]*\.xml$|sitemap\/|_headers$|_redirects$|\.well-known\/)/
export const alwaysControl = (pathname: string): boolean => CONTROL_ONLY.test(pathname)
