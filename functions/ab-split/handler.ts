/**
 * The split at the production address (Cloudflare's A/B-testing-with-middleware pattern): the control answers with
 * next() (its _headers apply), the variant with its deployment's response, headers and all, or the control if it fails.
 */
import { alwaysControl, armCookie, armFromCookie, assignArm, isPageNavigation, readTest } from "./split"
import type { AbEnv, AbTest } from "./split"

/** What a Pages Function receives (the part of Cloudflare's EventContext used here). */
export type PagesContext<Env> = { request: Request; env: Env; next: () => Promise<Response> }

/** `variantTimeoutMs`: how long the variant may take to start answering before the control does. */
export interface SplitDeps {
  random: () => number
  fetch: (request: Request) => Promise<Response>
  variantTimeoutMs: number
  warn: (message: string) => void
}

/** Marks a request this middleware sent to the variant, so a deployment never splits it again. */
export const FORWARDED_HEADER = "x-ab-split"

export async function handleRequest(context: PagesContext<AbEnv>, deps: SplitDeps): Promise<Response> {
  const { test, problem } = readTest(context.env)
  if (!test) {
    if (problem) deps.warn(`A/B split off: ${problem}`)
    return context.next()
  }
  const url = new URL(context.request.url)
  return keptApart(await split(context, url, test, deps), url)
}

async function split(context: PagesContext<AbEnv>, url: URL, test: AbTest, deps: SplitDeps): Promise<Response> {
  const { request } = context
  const next = () => context.next()
  const { headers, method } = request
  if ((method !== "GET" && method !== "HEAD") || headers.has(FORWARDED_HEADER) || alwaysControl(url.pathname)) {
    return next()
  }
  const variant = () => fromVariant(request, url, test, deps)
  const arm = armFromCookie(headers.get("Cookie"), test)
  if (arm) return (arm === "variant" && (await variant())) || next()
  if (!isPageNavigation(url.pathname, headers.get("Sec-Fetch-Dest"))) {
    // A file, or a page's own request, from a browser that keeps no cookies: the control's, or the variant's
    // when only the variant has it (a variant page's hashed scripts), so neither arm's page breaks.
    const control = await next()
    const fallback = control.status === 404 && (await variant())
    if (!fallback) return control
    await control.body?.cancel()
    return fallback
  }
  const assigned = assignArm(test.share, deps.random())
  const response = (assigned === "variant" && (await variant())) || (await next())
  return withHeader(response, "Set-Cookie", armCookie(assigned, test, url.protocol === "https:"))
}

/** The variant's answer for this path, served as if from here; undefined when it is down, slow, errs or leaves. */
async function fromVariant(request: Request, url: URL, test: AbTest, deps: SplitDeps): Promise<Response | undefined> {
  // Only the path and query come from the request, so a path such as //other-host/x never names a host.
  const target = new URL(test.variantOrigin)
  target.pathname = url.pathname
  target.search = url.search
  if (target.origin !== test.variantOrigin) return undefined
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
  const location = response.headers.get("Location")
  const redirect = location === null ? undefined : onOrigin(location, target)
  const failure =
    response.status >= 400 ? `answered ${response.status}` : location !== null && !redirect ? "redirected away" : ""
  if (failure) {
    deps.warn(`A/B split: the variant ${failure} for ${url.pathname}; the control answers`)
    await response.body?.cancel()
    return undefined
  }
  const served = new Response(response.body, response)
  // Cloudflare marks a preview address noindex; the page is served at the production one.
  served.headers.delete("X-Robots-Tag")
  if (redirect) served.headers.set("Location", redirect.pathname + redirect.search + redirect.hash)
  return served
}

/** `location` resolved against `base`, if it is an address on base's own origin. */
function onOrigin(location: string, base: URL): URL | undefined {
  try {
    const to = new URL(location, base)
    return to.origin === base.origin ? to : undefined
  } catch {
    return undefined
  }
}

function withHeader(response: Response, name: string, value: string): Response {
  const copy = new Response(response.body, response)
  copy.headers.append(name, value)
  return copy
}

/** One address serves either arm's page: no shared cache may keep one (Cloudflare honours Vary only by Cache Rule). */
function keptApart(response: Response, url: URL): Response {
  const page = response.headers.get("Content-Type")?.startsWith("text/html") || url.pathname.startsWith("/page-data/")
  if (!page) return response
  const copy = withHeader(response, "Vary", "Cookie")
  copy.headers.set("Cache-Control", "private, no-cache")
  return copy
}
