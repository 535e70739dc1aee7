/**
 * The split at the production address (Cloudflare's A/B-testing-with-middleware
 * pattern): a visitor on the control gets this deployment's own response
 * (next(), so its _headers apply); a visitor on the variant gets the variant
 * deployment's response, headers and all (its CSP hashes its own inline
 * scripts), unless the variant fails, when the control answers instead.
 */
import {
  alwaysControl,
  armCookie,
  armFromCookie,
  assignArm,
  isCrawler,
  isSubresource,
  readTest,
  type AbEnv,
  type AbTest,
  type Arm,
} from "./split"

/** What a Pages Function receives (the part of Cloudflare's EventContext used here). */
export interface PagesContext<Env> {
  request: Request
  env: Env
  next: () => Promise<Response>
}

export interface SplitDeps {
  /** A number in [0, 1): Math.random in production, fixed in tests. */
  random: () => number
  fetch: (request: Request) => Promise<Response>
  /** How long the variant may take to answer before the control does. */
  variantTimeoutMs: number
  warn: (message: string) => void
}

/** Marks a request this middleware sent to the variant, so a deployment never splits it again. */
export const FORWARDED_HEADER = "x-ab-split"

/** Headers of the variant's answer that belong to a preview address, not to the production one. */
const PREVIEW_ONLY_HEADERS = ["x-robots-tag"]

export async function handleRequest(context: PagesContext<AbEnv>, deps: SplitDeps): Promise<Response> {
  const { test, problem } = readTest(context.env)
  // No test: untouched, at no more cost than this check.
  if (!test) {
    if (problem) deps.warn(`A/B split off: ${problem}`)
    return context.next()
  }
  const { request } = context
  const url = new URL(request.url)
  const headers = request.headers
  const splittable = request.method === "GET" || request.method === "HEAD"
  if (
    !splittable ||
    headers.has(FORWARDED_HEADER) ||
    alwaysControl(url.pathname) ||
    isCrawler(headers.get("User-Agent"))
  ) {
    return context.next()
  }
  const arm = armFromCookie(headers.get("Cookie"), test)
  if (arm === "variant") return (await fromVariant(request, url, test, deps)) ?? context.next()
  if (arm === "control") return context.next()
  if (isSubresource(headers.get("Sec-Fetch-Dest"))) return cookielessSubresource(context, url, test, deps)
  const assigned: Arm = assignArm(test.share, deps.random())
  const response =
    assigned === "variant"
      ? ((await fromVariant(request, url, test, deps)) ?? (await context.next()))
      : await context.next()
  return withHeader(response, "Set-Cookie", armCookie(assigned, test, url.protocol === "https:"))
}

/**
 * The variant deployment's answer for this path, served as if from here; or
 * undefined when it is down, slow to start answering, or answers an error.
 */
async function fromVariant(request: Request, url: URL, test: AbTest, deps: SplitDeps): Promise<Response | undefined> {
  const target = new URL(url.pathname + url.search, test.variantOrigin)
  const headers = new Headers(request.headers)
  headers.set(FORWARDED_HEADER, "variant")
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), deps.variantTimeoutMs)
  let response: Response
  try {
    response = await deps.fetch(
      new Request(target, { method: request.method, headers, redirect: "manual", signal: abort.signal }),
    )
  } catch (error) {
    deps.warn(`A/B split: the variant ${test.variantOrigin} did not answer ${url.pathname} (${String(error)})`)
    return undefined
  } finally {
    // Only the wait for the headers is limited: the body streams on.
    clearTimeout(timer)
  }
  if (response.status >= 400) {
    deps.warn(`A/B split: the variant answered ${url.pathname} with ${response.status}; the control answers`)
    await response.body?.cancel()
    return undefined
  }
  const served = new Response(response.body, response)
  for (const name of PREVIEW_ONLY_HEADERS) served.headers.delete(name)
  // A redirect to the variant's own address stays at this address.
  const location = served.headers.get("Location")
  if (location) {
    const to = new URL(location, target)
    if (to.origin === test.variantOrigin) served.headers.set("Location", to.pathname + to.search + to.hash)
  }
  return served
}

/**
 * A script, image or data request without the cookie (a browser that keeps no
 * cookies): the control's file, or the variant's when only the variant has it
 * (a variant page's hashed scripts), so neither arm's page breaks.
 */
async function cookielessSubresource(
  context: PagesContext<AbEnv>,
  url: URL,
  test: AbTest,
  deps: SplitDeps,
): Promise<Response> {
  const control = await context.next()
  if (control.status !== 404) return control
  const variant = await fromVariant(context.request, url, test, deps)
  if (!variant) return control
  await control.body?.cancel()
  return variant
}

function withHeader(response: Response, name: string, value: string): Response {
  const copy = new Response(response.body, response)
  copy.headers.append(name, value)
  return copy
}
