import { statSync } from "node:fs"
import { PRIVACY_PATH, TERMS_PATH } from "../../src/features/legal/legal-routes"
import { banner, bannerCopy } from "../helpers/consent"
import { canonical, content, copy, site, siteUrl, ui } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"
import { BUILT_STATE } from "../helpers/week"

// What every route shows a first visitor, in one visit each.
test.use({ consent: "none" })

/** Its head as content states it: /semana-cliente built outside the week takes its outside-week words. */
function headOf(id: string) {
  const entry = content("pages").pages.find(candidate => candidate.id === id)
  if (!entry) throw new Error(`content/data/pages.json has no "${id}"`)
  if (id !== "semana-cliente" || BUILT_STATE === "open") return entry
  return {
    ...entry,
    title: entry.outsideWeekTitle ?? entry.title,
    description: entry.outsideWeekDescription ?? entry.description,
  }
}

const ROUTES = [
  { path: "/", id: "home", h1: copy("home", "hero").title },
  { path: "/obrigado", id: "obrigado", h1: copy("obrigado", "main").title, noindex: true },
  { path: "/semana-cliente", id: "semana-cliente", h1: copy("semana-cliente", "hero").title },
  { path: PRIVACY_PATH, id: "politica-de-privacidade", h1: copy("politica-de-privacidade", "main").title },
  { path: TERMS_PATH, id: "termos-de-uso", h1: copy("termos-de-uso", "main").title },
  { path: "/nao-existe", id: "404", noindex: true },
]

/** A CNPJ's two check digits (mod 11), written here independently of src/lib/cnpj.ts. */
function cnpjCheckDigitsValid(cnpj: string): boolean {
  const digits = cnpj.replace(/\D/g, "").split("").map(Number)
  const check = (length: number) => {
    const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - length)
    const rest = digits.slice(0, length).reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return digits.length === 14 && check(12) === digits[12] && check(13) === digits[13]
}

for (const route of ROUTES) {
  test(`${route.path}: its status, heading, head, banner, footer and links`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route.h1 ? 200 : 404)
    await expect(banner(page)).toContainText(bannerCopy.title)
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
    const h1 = page.locator("h1")
    if (route.h1) {
      await expect(h1).toHaveCount(1)
      await expect(h1).toContainText(route.h1)
    } else await expect(page.getByRole("link", { name: copy("404", "main").ctaLabel })).toHaveAttribute("href", "/")

    // The head, from content/data/pages.json: each tag once; the tab icon inline (seo.spec.ts compares it).
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("sizes", "48x48")
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/favicon.svg")
    const entry = headOf(route.id)
    const meta = (selector: string) => page.locator(`head meta[${selector}]`)
    await expect(page).toHaveTitle(entry.title)
    await expect(page.locator("head title")).toHaveCount(1)
    await expect(meta('name="description"')).toHaveCount(1)
    const robots = meta('name="robots"')
    if (route.noindex) {
      await expect(robots).toHaveAttribute("content", /noindex/)
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
    } else {
      await expect(robots).toHaveCount(0)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical(entry.path))
    }
    if (route.id !== "404") {
      await expect(meta('name="description"')).toHaveAttribute("content", entry.description)
      await expect(meta('property="og:title"')).toHaveAttribute("content", entry.title)
      await expect(meta('property="og:description"')).toHaveAttribute("content", entry.description)
      await expect(meta('property="og:url"')).toHaveAttribute("content", canonical(entry.path))
      await expect(meta('property="og:locale"')).toHaveAttribute("content", "pt_BR")
      await expect(meta('property="og:image"')).toHaveAttribute("content", `${siteUrl}/og-image.png`)
      await expect(meta('property="og:image:width"')).toHaveAttribute("content", "1200")
      await expect(meta('property="og:image:height"')).toHaveAttribute("content", "630")
      // X's large card, with the og: title, description and image above (its fallback for its own tags).
      await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image")
      await expect(meta('name="twitter:image:alt"')).toHaveAttribute("content", entry.title)
    }

    // The seller, with a CNPJ whose check digits are valid, both policies and the cookie preferences.
    const footer = page.getByRole("contentinfo")
    await footer.scrollIntoViewIfNeeded()
    const { seller } = site
    await expect(footer).toContainText(seller.legalName)
    await expect(footer).toContainText(seller.address)
    await expect(footer.getByRole("link", { name: seller.email })).toHaveAttribute("href", `mailto:${seller.email}`)
    const cnpj = /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/.exec((await footer.textContent()) ?? "")?.[0] ?? ""
    expect(cnpj).toBe(seller.cnpj)
    expect(cnpjCheckDigitsValid(cnpj), `${cnpj} has valid check digits`).toBe(true)
    await expect(footer.getByRole("link", { name: ui.footer.privacyLabel })).toHaveAttribute("href", PRIVACY_PATH)
    await expect(footer.getByRole("link", { name: ui.footer.termsLabel })).toHaveAttribute("href", TERMS_PATH)
    await expect(footer.getByRole("button", { name: ui.footer.cookiePreferencesLabel })).toBeVisible()
    // The copyright carries the year the site was built, never a stale one typed by hand.
    const builtIn = statSync("public/index.html").mtime.getFullYear()
    await expect(footer).toContainText(ui.footer.copyright.replace("{year}", String(builtIn)))

    const unsafeLinks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter(link => /^https?:/.test(link.href) && new URL(link.href).origin !== window.location.origin)
        .filter(link => !(link.relList.contains("noopener") && link.relList.contains("noreferrer")))
        .map(link => link.outerHTML.slice(0, 160)),
    )
    expect(unsafeLinks, "external links without noopener noreferrer").toEqual([])

    // Every picture tells the browser its rendered width (not gatsby-plugin-image's default).
    const sizes = await page
      .locator("picture img, picture source")
      .evaluateAll(elements =>
        elements.map(element => `${element.getAttribute("sizes") ?? ""} ${element.outerHTML.slice(0, 120)}`),
      )
    if (["home", "semana-cliente"].includes(route.id)) expect(sizes.length).toBeGreaterThan(0)
    for (const image of sizes) expect(image).not.toMatch(/^(\s|\(min-width: (\d+)px\) \2px, 100vw\s)/)

    // plugins/scripts-after-first-paint: the HTML is on screen before React is fetched, then it comes alive.
    await pageHydrated(page)
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(entry => /\/(webpack-runtime|framework|app)-\w+\.js$/.test(entry.name))
        .map(entry => ({ url: entry.name, startTime: entry.startTime })),
    }))
    expect(timing.scripts.map(script => new URL(script.url).pathname.split("-")[0])).toEqual(
      expect.arrayContaining(["/webpack", "/framework", "/app"]),
    )
    for (const script of timing.scripts) expect(script.startTime, script.url).toBeGreaterThan(timing.firstPaint)

    if (route.path !== "/" && route.h1) {
      // With a slash, the same page.
      expect((await page.goto(`${route.path}/`))?.status()).toBe(200)
      await expect(h1).toContainText(route.h1)
    }
  })
}
