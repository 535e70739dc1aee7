import fs from "node:fs"
import { site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"

const origin = (url: string) => new URL(url).origin
const NO_CACHE = "public, max-age=0, must-revalidate"

/** Every address a visitor can type, with and without the slash, and two unknown ones. */
const SERVED = [
  ...["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso"].flatMap(route =>
    route === "/" ? [route] : [route, `${route}/`],
  ),
  "/nao-existe",
  "/pasta/nao-existe/",
]

const values = (headers: Array<{ name: string; value: string }>, name: string) =>
  headers.filter(header => header.name.toLowerCase() === name).map(header => header.value)

// What Mozilla Observatory grades, as Cloudflare's runtime serves it (wrangler pages dev), not as our code would.
test("every address has the security headers, one CSP, and no cache", async ({ request }) => {
  for (const route of SERVED) {
    const response = await request.get(route, { maxRedirects: 0 })
    const found = !route.includes("nao-existe")
    expect(response.status(), route).toBe(found ? 200 : 404)
    const headers = response.headersArray()
    const one = (name: string) => {
      expect(values(headers, name), `${route}: ${name}`).toHaveLength(1)
      return values(headers, name)[0]
    }
    // Two policies (two headers, or one joined with a comma by the host) would both be enforced.
    const csp = one("content-security-policy")
    expect(csp.match(/default-src/g), route).toHaveLength(1)
    const directive = (name: string) =>
      (csp.split(/;\s*/).find(part => part.startsWith(`${name} `)) ?? "").split(" ").slice(1)
    expect(directive("default-src"), route).toEqual(["'self'"])
    expect(directive("frame-ancestors"), route).toEqual(["'none'"])
    expect(directive("object-src"), route).toEqual(["'none'"])
    expect(directive("script-src"), route).not.toContain("'unsafe-inline'")
    expect(directive("script-src"), route).not.toContain("'unsafe-eval'")
    expect(directive("script-src"), route).toEqual(
      expect.arrayContaining(["'self'", "https://www.googletagmanager.com", "https://connect.facebook.net"]),
    )
    expect(directive("connect-src"), route).toEqual(expect.arrayContaining(site.webhooks.map(origin)))
    expect(directive("frame-src"), route).toEqual([origin(site.videoHost)])
    expect(directive("form-action"), route).toEqual(
      expect.arrayContaining([origin(site.checkout.plus), origin(site.renewalCheckout)]),
    )
    expect(one("strict-transport-security"), route).toBe("max-age=31536000; includeSubDomains")
    expect(one("x-content-type-options"), route).toBe("nosniff")
    expect(one("referrer-policy"), route).toBe("strict-origin-when-cross-origin")
    expect(one("cross-origin-opener-policy"), route).toMatch(/^same-origin(-allow-popups)?$/)
    expect(one("permissions-policy"), route).toMatch(/camera=\(\)/)
    if (found) expect(one("cache-control"), route).toBe(NO_CACHE)
  }
  expect((await request.get("/page-data/index/page-data.json")).headers()["cache-control"]).toBe(NO_CACHE)
  const script = fs.readdirSync("public").find(name => /^app-\w+\.js$/.test(name))
  expect((await request.get(`/${script}`)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
})

test("the editor is noindex, unlisted, with its own policy", async ({ request }) => {
  const response = await request.get("/admin/", { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  const csp = values(response.headersArray(), "content-security-policy")
  expect(csp).toHaveLength(1)
  expect(csp[0].match(/default-src/g)).toHaveLength(1)
  // Decap needs eval (and only there); the site's inline-script hashes are not the editor's.
  expect(csp[0]).toMatch(/script-src 'self' 'unsafe-eval'/)
  expect(csp[0]).not.toContain("sha256-")
  expect(csp[0]).toContain("frame-ancestors 'none'")
  const sitemaps = fs.readdirSync("public").filter(name => /^sitemap.*\.xml$/.test(name))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const name of sitemaps) expect(fs.readFileSync(`public/${name}`, "utf8")).not.toContain("/admin")
})
