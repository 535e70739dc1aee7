/**
 * The A/B split (functions/_middleware.ts) on Cloudflare's local runtime: a production server with AB_VARIANT_URL
 * pointing at a second deployment, the variant, and AB_VARIANT_SHARE=50; the suite's own server has no test.
 */
import type { Browser, BrowserContext, Response } from "@playwright/test"
import { readdirSync, rmSync } from "node:fs"
import { createServer, get, type OutgoingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { text } from "node:stream/consumers"
import { COOKIE_NAME, shortHash } from "../../functions/ab-split/split"
import { INLINE_HASH, makeVariant, ROOT, serve, VARIANT, type Server } from "../helpers/ab-servers"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated, scrollThroughPage, watchCsp } from "../helpers/page-checks"

const PORT = Number(process.env.E2E_PORT ?? 9100)
// Beside the other specs' servers (sign-in +20, sales +30…+38, CMS backend +60).
const VARIANT_PORT = PORT + 40
const SPLIT_PORT = PORT + 50
const VARIANT_URL = `http://localhost:${VARIANT_PORT}`
const TEST_ID = shortHash(VARIANT_URL)

test.describe.configure({ mode: "serial" })

let variantDir: string | undefined
let variant: Server
let split: Server
const started: Server[] = []
/** An attacker's host: what it received through the split (nothing, ever). */
const attackerHits: string[] = []
const attacker = createServer((request, response) => {
  attackerHits.push(request.url ?? "")
  response.end("atacante")
})

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await new Promise<void>(resolve => attacker.listen(0, "127.0.0.1", resolve))
  variantDir = makeVariant()
  variant = await serve(variantDir, VARIANT_PORT, { AB_VARIANT_URL: VARIANT_URL })
  started.push(variant)
  // Its first answer is slow on a busy machine: past the split's wait, a visitor would get the control.
  await fetch(`${variant.url}/`)
  split = await serve(ROOT, SPLIT_PORT, { AB_VARIANT_URL: VARIANT_URL, AB_VARIANT_SHARE: "50" })
  started.push(split)
})

test.afterAll(async () => {
  for (const server of started.reverse()) await server.stop()
  if (variantDir) rmSync(variantDir, { recursive: true, force: true })
  attacker.close()
})

/** A navigation as a browser makes it. */
const visit = (url: string, cookie?: string) =>
  fetch(url, { redirect: "manual", headers: { "Sec-Fetch-Dest": "document", ...(cookie && { Cookie: cookie }) } })

const armCookie = (arm: "control" | "variant") => `${COOKIE_NAME}=${arm}.${TEST_ID}`

/** The split's answer to a GET of `path` sent as curl --path-as-is sends it (fetch would merge a leading `//`). */
const rawGet = (path: string, headers: OutgoingHttpHeaders) =>
  new Promise<string>((resolve, reject) => {
    const options = { host: "localhost", port: SPLIT_PORT, path, headers: { "User-Agent": "curl/8", ...headers } }
    get(options, answer => resolve(text(answer))).on("error", reject)
  })

async function returningVisitor(browser: Browser, arm: "control" | "variant"): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "pt-BR" })
  await context.addCookies([{ name: COOKIE_NAME, value: `${arm}.${TEST_ID}`, url: split.url }])
  return context
}

async function answers(context: BrowserContext, run: () => Promise<void>): Promise<Response[]> {
  const seen: Response[] = []
  const listener = (response: Response) => seen.push(response)
  context.on("response", listener)
  await run()
  context.off("response", listener)
  return seen.filter(response => response.url().startsWith(split.url))
}

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
    // No shared cache may give one visitor's arm to another.
    expect(response.headers.get("cache-control")).toBe("private, no-cache")
    expect(response.headers.get("vary")).toBe("Cookie")
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

test("no path reaches another host through the split, and no redirect leaves the variant", async () => {
  const host = `127.0.0.1:${(attacker.address() as AddressInfo).port}`
  for (const target of [`//${host}/x`, `/\\${host}/x`, `/%2F%2F${host}/x`, `/%5C${host}/x`, `/..//${host}/x`]) {
    for (const headers of [{ Cookie: armCookie("variant") }, { "Sec-Fetch-Dest": "script" }]) {
      expect(await rawGet(target, headers), target).not.toContain("atacante")
    }
  }
  const redirect = (to: string) =>
    visit(`${split.url}${VARIANT.redirectPath}?para=${encodeURIComponent(to)}`, armCookie("variant"))
  // The control answers, with its own 404: it has no such page.
  for (const to of [`http://${host}/x`, `//${host}/x`, "http://["]) expect((await redirect(to)).status, to).toBe(404)
  expect(attackerHits).toEqual([])
  expect((await redirect("/semana-cliente")).headers.get("location")).toBe("/semana-cliente")
})

test("the editor and the files machines read come from this deployment, and no file is drawn", async () => {
  for (const route of ["/build.json", "/robots.txt", "/sitemap-0.xml", "/admin/"]) {
    for (const cookie of [armCookie("variant"), undefined]) {
      const response = await visit(`${split.url}${route}`, cookie)
      expect([response.status, response.headers.get("x-build")], route).toEqual([200, null])
      expect(response.headers.getSetCookie(), route).toEqual([])
    }
  }
  // A hashed script, even one a request calls a document: never drawn, so no cookie where a cache keeps it.
  const script = readdirSync(path.join(ROOT, "public")).find(name => /^app-.*\.js$/.test(name))
  const response = await visit(`${split.url}/${script}`)
  expect(response.headers.getSetCookie()).toEqual([])
  expect(response.headers.get("cache-control")).toContain("immutable")
})

test("with no variables, a page passes untouched and no cookie is set", async ({ baseURL }) => {
  const response = await visit(`${baseURL}/`)
  expect(response.status).toBe(200)
  expect(response.headers.getSetCookie()).toEqual([])
})

// Last: it stops the variant.
test("when the variant is down, its visitors and new ones get the control", async () => {
  await variant.stop()
  for (const route of ["/", "/page-data/index/page-data.json"]) {
    const response = await visit(`${split.url}${route}`, armCookie("variant"))
    expect([response.status, response.headers.get("x-build")], route).toEqual([200, null])
  }
  for (let i = 0; i < 10; i++) {
    const response = await visit(`${split.url}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain(VARIANT.banner)
  }
})
