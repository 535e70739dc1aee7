import { consentBanner, preferencesDialog, consentCopy, tagLoaderDone } from "./consent-helpers"
import { ui } from "./content"
import { expect, test } from "./fixtures"
import {
  fillLeadForm,
  holdCheckout,
  leadModalReady,
  openPlan,
  routeWebhooks,
  site,
  submitLead,
  VISITOR,
} from "./lead-helpers"
import { watchCsp } from "./page-checks"

const ROUTES = ["/", "/obrigado", "/semana-cliente", "/nao-existe"]
const origin = (url: string) => new URL(url).origin

test("the pages are served with the security headers and a CSP for this build's settings", async ({ page }) => {
  const response = await page.goto("/")
  const headers = response?.headers() ?? {}
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/)
  const csp = headers["content-security-policy"] ?? ""
  const directive = (name: string) =>
    (csp.split(/;\s*/).find(part => part.startsWith(`${name} `)) ?? "").split(" ").slice(1)
  expect(directive("default-src")).toEqual(["'self'"])
  expect(directive("frame-ancestors")).toEqual(["'none'"])
  expect(directive("object-src")).toEqual(["'none'"])
  expect(directive("script-src")).not.toContain("'unsafe-inline'")
  expect(directive("script-src")).not.toContain("'unsafe-eval'")
  expect(directive("script-src")).toEqual(
    expect.arrayContaining(["'self'", "https://www.googletagmanager.com", "https://connect.facebook.net"]),
  )
  expect(directive("connect-src")).toEqual(expect.arrayContaining(site.webhooks.map(origin)))
  expect(directive("frame-src")).toEqual([origin(site.videoHost)])
  expect(directive("form-action")).toEqual(
    expect.arrayContaining([origin(site.checkout.plus), origin(site.renewalCheckout)]),
  )
})

test("HTML and page data are never cached; hashed assets are cached for a year", async ({ page, request }) => {
  for (const route of ["/", "/obrigado", "/semana-cliente"]) {
    expect((await request.get(route)).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
  }
  expect((await request.get("/page-data/index/page-data.json")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  )
  await page.goto("/")
  const script = await page.locator('script[src^="/app-"]').getAttribute("src")
  expect((await request.get(script ?? "")).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
})

test.describe("a visitor who accepted the cookies", () => {
  test.use({ consent: "accepted" })
  for (const route of [...ROUTES, "/politica-de-privacidade", "/termos-de-uso"]) {
    test(`no CSP violation on ${route}, with the tags loaded`, async ({ page, external }) => {
      const violations = await watchCsp(page)
      await page.goto(route)
      // The tag manager starts about 1 s after mount; the tag loader is done 1.5 s after mount, and
      // by then both tags have been requested.
      await tagLoaderDone(page)
      await expect.poll(() => external.some(request => request.url.includes("/gtm.js")), { timeout: 10_000 }).toBe(true)
      await expect.poll(() => external.some(request => request.url.includes("/gtag/js"))).toBe(true)
      await expect.poll(() => external.some(request => request.url.includes("connect.facebook.net"))).toBe(true)
      expect(violations).toEqual([])
    })
  }
})

test.describe("a first visit", () => {
  test.use({ consent: "none" })
  test("no CSP violation with the cookie banner, its preferences, a choice and the tags it loads", async ({
    page,
    external,
  }) => {
    const violations = await watchCsp(page)
    await page.goto("/")
    const banner = consentBanner(page)
    await expect(banner).toBeVisible()
    await banner.getByRole("button", { name: consentCopy.banner.customize, exact: true }).click()
    const preferences = preferencesDialog(page)
    await expect(preferences).toBeVisible()
    await preferences.getByRole("button", { name: consentCopy.preferences.acceptAll, exact: true }).click()
    await expect(preferences).toBeHidden()
    await expect.poll(() => external.some(request => request.url.includes("/gtm.js"))).toBe(true)
    await expect.poll(() => external.some(request => request.url.includes("connect.facebook.net"))).toBe(true)
    await page.goto("/politica-de-privacidade")
    await expect.poll(() => external.filter(request => request.url.includes("/gtm.js")).length).toBe(2)
    expect(violations).toEqual([])
  })
})

test("HSTS: one year, subdomains included", async ({ request }) => {
  expect((await request.get("/")).headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
})

/** Every address a visitor can type, with and without the slash, and two unknown ones (the 404 page). */
const SERVED = [
  ...["/", "/obrigado", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso"].flatMap(route =>
    route === "/" ? [route] : [route, `${route}/`],
  ),
  "/nao-existe",
  "/pasta/nao-existe/",
]

/** Each value the response carries for a header, however the host joined or repeated them. */
const values = (headers: Array<{ name: string; value: string }>, name: string) =>
  headers.filter(header => header.name.toLowerCase() === name).map(header => header.value)

// What Mozilla Observatory grades, as Cloudflare's runtime serves it (wrangler pages dev), not as our code would.
for (const route of SERVED) {
  test(`${route} is served with the full security header set and exactly one CSP`, async ({ request }) => {
    const response = await request.get(route, { maxRedirects: 0 })
    expect(response.status()).toBe(route.includes("nao-existe") ? 404 : 200)
    const headers = response.headersArray()
    const csp = values(headers, "content-security-policy")
    // Two policies (two headers, or one joined with a comma by the host) would both be enforced.
    expect(csp).toHaveLength(1)
    expect(csp[0].match(/default-src/g)).toHaveLength(1)
    const directive = (name: string) =>
      (csp[0].split(/;\s*/).find(part => part.startsWith(`${name} `)) ?? "").split(" ").slice(1)
    expect(directive("script-src")).toContain("'self'")
    expect(directive("script-src")).not.toContain("'unsafe-inline'")
    expect(directive("script-src")).not.toContain("'unsafe-eval'")
    expect(directive("frame-ancestors")).toEqual(["'none'"])
    expect(directive("object-src")).toEqual(["'none'"])
    const one = (name: string) => {
      expect(values(headers, name), name).toHaveLength(1)
      return values(headers, name)[0]
    }
    expect(Number(/max-age=(\d+)/.exec(one("strict-transport-security"))?.[1])).toBeGreaterThanOrEqual(15_768_000)
    expect(one("x-content-type-options")).toBe("nosniff")
    expect(one("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(one("cross-origin-opener-policy")).toMatch(/^same-origin(-allow-popups)?$/)
    expect(one("permissions-policy")).toMatch(/camera=\(\)/)
  })
}

test("the editor at /admin/ has its own policy in place of the site's, never both", async ({ request }) => {
  const response = await request.get("/admin/", { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  const csp = values(response.headersArray(), "content-security-policy")
  expect(csp).toHaveLength(1)
  expect(csp[0].match(/default-src/g)).toHaveLength(1)
  // Decap needs eval (and only there); the site's inline-script hashes are not the editor's.
  expect(csp[0]).toMatch(/script-src 'self' 'unsafe-eval'/)
  expect(csp[0]).not.toContain("sha256-")
  expect(csp[0]).toContain("frame-ancestors 'none'")
})

for (const route of ROUTES) {
  test(`every external link on ${route} opens with rel="noopener noreferrer"`, async ({ page }) => {
    await page.goto(route)
    const offenders = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
        .filter(link => /^https?:/.test(link.href) && new URL(link.href).origin !== window.location.origin)
        .filter(link => {
          const rel = link.rel.split(/\s+/)
          return !(rel.includes("noopener") && rel.includes("noreferrer"))
        })
        .map(link => link.outerHTML.slice(0, 160)),
    )
    expect(offenders).toEqual([])
  })
}

test("no CSP violation with the modals and the video open and the lead submitted", async ({ page, context }) => {
  const violations = await watchCsp(page)
  await routeWebhooks(context)
  const checkout = await holdCheckout(context)
  await page.goto("/?utm_source=csp")

  await leadModalReady(page)
  // Each kind of dialog the page offers: the first (a journey phase) and the last (an agent card).
  const openers = page.locator('main button[aria-haspopup="dialog"]')
  const count = await openers.count()
  expect(count).toBeGreaterThan(1)
  for (const i of [0, count - 1]) {
    await openers.nth(i).scrollIntoViewIfNeeded()
    await openers.nth(i).click()
    await expect(page.locator("dialog[open]")).toHaveCount(1)
    await page.keyboard.press("Escape")
    await expect(page.locator("dialog[open]")).toHaveCount(0)
  }
  const play = page.getByRole("link", { name: ui.video.playLabel }).first()
  await expect(play).toBeVisible()
  await play.click()
  await expect(page.locator(`iframe[src^="${origin(site.videoHost)}"]`).first()).toBeAttached()

  await openPlan(page, "max")
  await fillLeadForm(page, VISITOR)
  await submitLead(page)
  await expect.poll(() => checkout.requests.length, { timeout: 6000 }).toBe(1)
  expect(violations).toEqual([])
  checkout.release()
})
