/** The A/B split's decisions: the test from the Pages variables, the visitor's arm, which requests are drawn. */
export type Arm = "control" | "variant"

/** The Pages variables: the variant branch deployment's address and its share of new visitors (0 to 100). */
export type AbEnv = { AB_VARIANT_URL?: string; AB_VARIANT_SHARE?: string }

/** `testId`: a short hash of the variant's origin, so a cookie from another test is not this test's. */
export type AbTest = { variantOrigin: string; share: number; testId: string }

/** Keeps a visitor on one arm: the arm and the test's id, nothing about the person. */
export const COOKIE_NAME = "fm_ab"
/** A test runs two to four whole weeks; no visitor stays on an arm longer (set once, never refreshed). */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** FNV-1a (32 bits), base 36: a stable short id, not a secret. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(36)
}

/** The test the variables describe; none when either is unset, the share is 0, or a value is malformed (`problem`). */
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

/** A visitor opening a page, the only request drawn: never a file (so no Set-Cookie lands on one a cache keeps). */
export function isPageNavigation(pathname: string, secFetchDest: string | null): boolean {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1)
  return (!name.includes(".") || name.endsWith(".html")) && (secFetchDest ?? "document") === "document"
}

/** Always from this deployment, never drawn: the editor, the site's API and the files machines read. */
const CONTROL_ONLY =
  /^\/(admin(\/|$)|api\/|build\.json$|robots\.txt$|sitemap[^/]*\.xml$|sitemap\/|_headers$|_redirects$|\.well-known\/)/
export const alwaysControl = (pathname: string): boolean => CONTROL_ONLY.test(pathname)
