/**
 * The A/B split at the production address (functions/_middleware.ts) on
 * Cloudflare's local runtime: a second local deployment is the variant, and a
 * production server runs with AB_VARIANT_URL pointing at it and
 * AB_VARIANT_SHARE=50. The suite's own server, with no variable, is the site
 * without a test.
 */
import type { Browser, BrowserContext, Response } from "@playwright/test"
import { rmSync } from "node:fs"
import path from "node:path"
import { COOKIE_NAME, shortHash } from "../../functions/ab-split/split"
import { INLINE_HASH, makeVariant, serve, VARIANT, type Server } from "../helpers/ab-servers"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated, scrollThroughPage, watchCsp } from "../helpers/page-checks"

const PORT = Number(process.env.E2E_PORT ?? 9100)
const VARIANT_PORT = PORT + 10
const SPLIT_PORT = PORT + 20
const VARIANT_URL = `http://localhost:${VARIANT_PORT}`
const TEST_ID = shortHash(VARIANT_URL)
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

test.describe.configure({ mode: "serial" })

let variantDir: string | undefined
let variant: Server
let split: Server
/** Stopped in reverse order after the suite, whatever failed. */
const started: Server[] = []

test.beforeAll(async () => {
  // Two more wrangler servers start on a machine other tests keep busy.
  test.setTimeout(300_000)
  variantDir = makeVariant()
  // The variant branch's deployment: same code, and only the URL in its (Preview) variables.
  variant = await serve(variantDir, VARIANT_PORT, { AB_VARIANT_URL: VARIANT_URL })
  started.push(variant)
  split = await serve(path.join(__dirname, "..", ".."), SPLIT_PORT, {
    AB_VARIANT_URL: VARIANT_URL,
    AB_VARIANT_SHARE: "50",
  })
  started.push(split)
})

test.afterAll(async () => {
  for (const server of started.reverse()) await server.stop()
  if (variantDir) rmSync(variantDir, { recursive: true, force: true })
})

/** A navigation as a phone's browser makes it. */
function visit(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { redirect: "manual", headers: { "User-Agent": PHONE, "Sec-Fetch-Dest": "document", ...headers } })
}

const armCookie = (arm: "control" | "variant") => `${COOKIE_NAME}=${arm}.${TEST_ID}`

/** A browser whose visitor holds the cookie of `arm`, as on a return visit. */
async function returningVisitor(browser: Browser, arm: "control" | "variant"): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "pt-BR" })
  await context.addCookies([{ name: COOKIE_NAME, value: `${arm}.${TEST_ID}`, url: split.url }])
  return context
}

/** Every answer from the split's address while `run` goes on. */
async function answers(context: BrowserContext, run: () => Promise<void>): Promise<Response[]> {
  const seen: Response[] = []
  const listener = (response: Response) => {
    if (response.url().startsWith(split.url)) seen.push(response)
  }
  context.on("response", listener)
  await run()
  context.off("response", listener)
  return seen
}

/** The kinds of request among `responses` (document, script, xhr for page data, image…). */
const kinds = (responses: Response[]) => [...new Set(responses.map(r => r.request().resourceType()))]

test("about half of 40 new visitors get the variant, each the page of the arm its cookie names", async () => {
  const arms: string[] = []
  for (let i = 0; i < 40; i++) {
    const response = await visit(`${split.url}/`)
    expect(response.status).toBe(200)
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(
      new RegExp(`^${COOKIE_NAME}=(control|variant)\\.${TEST_ID}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly$`),
    )
    const arm = cookie.includes("=variant.") ? "variant" : "control"
    expect((await response.text()).includes(VARIANT.banner), `visitor ${i} on the ${arm}`).toBe(arm === "variant")
    expect(response.headers.get("x-build")).toBe(arm === "variant" ? VARIANT.build : null)
    arms.push(arm)
  }
  // 50% of 40 is 20; outside 10 to 30 happens by chance less than once in a thousand runs.
  const onVariant = arms.filter(arm => arm === "variant").length
  expect(onVariant).toBeGreaterThanOrEqual(10)
  expect(onVariant).toBeLessThanOrEqual(30)
})

test("a new visitor's first page in a browser comes whole from the arm it was given", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-BR" })
  const page = await context.newPage()
  const seen = await answers(context, async () => {
    await page.goto(`${split.url}/`)
    await pageHydrated(page)
  })
  const cookie = (await context.cookies()).find(c => c.name === COOKIE_NAME)
  const build = cookie?.value.startsWith("variant.") ? VARIANT.build : undefined
  expect(cookie?.value).toMatch(new RegExp(`^(control|variant)\\.${TEST_ID}$`))
  expect(kinds(seen)).toEqual(expect.arrayContaining(["document", "script", "xhr"]))
  for (const response of seen) expect(response.headers()["x-build"], response.url()).toBe(build)
  await context.close()
})

test("a returning visitor on the variant gets every page, page data, script and image from it, with its CSP", async ({
  browser,
}) => {
  const context = await returningVisitor(browser, "variant")
  const page = await context.newPage()
  const violations = await watchCsp(page)
  const seen = await answers(context, async () => {
    const home = await page.goto(`${split.url}/`)
    expect(home?.headers()["content-security-policy"]).toContain(INLINE_HASH)
    await pageHydrated(page)
    // The variant's own script ran, and so did the inline script only its CSP allows.
    await expect(page.locator(`html[${VARIANT.scriptMark}="ok"]`)).toHaveCount(1)
    await expect(page.locator(`html[${VARIANT.inlineMark}="ok"]`)).toHaveCount(1)
    await expect(page.locator("#variante")).toHaveText(VARIANT.banner)
    await scrollThroughPage(page)
    await page.goto(`${split.url}/semana-cliente`)
    await pageHydrated(page)
  })
  expect(kinds(seen)).toEqual(expect.arrayContaining(["document", "script", "xhr", "image"]))
  for (const response of seen) expect(response.headers()["x-build"], response.url()).toBe(VARIANT.build)
  expect(violations).toEqual([])
  expect((await context.cookies()).find(c => c.name === COOKIE_NAME)?.value).toBe(`variant.${TEST_ID}`)
  await context.close()
})

test("a returning visitor on the control gets this deployment, with its own headers", async ({ browser, request }) => {
  const context = await returningVisitor(browser, "control")
  const page = await context.newPage()
  const ownCsp = (await request.get("/")).headers()["content-security-policy"]
  const seen = await answers(context, async () => {
    const home = await page.goto(`${split.url}/`)
    // The static site's _headers apply to what the middleware passes through.
    expect(home?.headers()["content-security-policy"]).toBe(ownCsp)
    await pageHydrated(page)
    await scrollThroughPage(page)
  })
  expect(kinds(seen)).toEqual(expect.arrayContaining(["document", "script", "xhr", "image"]))
  for (const response of seen) expect(response.headers()["x-build"], response.url()).toBeUndefined()
  await expect(page.locator("#variante")).toHaveCount(0)
  await expect(page.locator(`html[${VARIANT.scriptMark}]`)).toHaveCount(0)
  await context.close()
})

test("search engines always get the control, and no cookie", async () => {
  for (const cookie of [undefined, armCookie("variant")]) {
    const response = await visit(`${split.url}/`, { "User-Agent": GOOGLEBOT, ...(cookie && { Cookie: cookie }) })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get("x-build")).toBeNull()
    expect(await response.text()).not.toContain(VARIANT.banner)
  }
})

test("the content editor stays on this deployment", async ({ request }) => {
  const own = (await request.get("/admin/")).headers()
  const response = await visit(`${split.url}/admin/`, { Cookie: armCookie("variant") })
  expect(response.status).toBe(200)
  expect(response.headers.get("x-build")).toBeNull()
  // The editor's own policy and noindex, from this deployment's _headers.
  expect(response.headers.get("x-robots-tag")).toBe(own["x-robots-tag"])
  expect(response.headers.get("content-security-policy")).toBe(own["content-security-policy"])
  expect(await response.text()).toContain("decap-cms")
})

test("with no variables, every request passes untouched and no cookie is set", async ({ page, baseURL }) => {
  for (const route of ["/", "/semana-cliente", "/page-data/index/page-data.json"]) {
    const response = await visit(`${baseURL}${route}`)
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get("x-build")).toBeNull()
    expect(await response.text()).not.toContain(VARIANT.banner)
  }
  await page.goto("/")
  await pageHydrated(page)
  expect((await page.context().cookies()).map(c => c.name)).not.toContain(COOKIE_NAME)
})

// Last: it stops the variant.
test("when the variant is down, its visitors and new ones get the control", async () => {
  await variant.stop()
  const returning = await visit(`${split.url}/`, { Cookie: armCookie("variant") })
  expect(returning.status).toBe(200)
  expect(returning.headers.get("x-build")).toBeNull()
  expect(await returning.text()).not.toContain(VARIANT.banner)
  const data = await visit(`${split.url}/page-data/index/page-data.json`, {
    Cookie: armCookie("variant"),
    "Sec-Fetch-Dest": "empty",
  })
  expect(data.status).toBe(200)
  expect(data.headers.get("x-build")).toBeNull()
  await data.arrayBuffer()
  for (let i = 0; i < 10; i++) {
    const response = await visit(`${split.url}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain(VARIANT.banner)
  }
})
