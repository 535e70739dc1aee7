import { content, site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { priceValue } from "../helpers/lead-helpers"
import { jsonLd } from "../helpers/page-checks"
import { BUILT_STATE } from "../helpers/week"

const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")
const pages = content("pages").pages
const page = (id: string) => {
  const entry = pages.find(candidate => candidate.id === id)
  if (!entry) throw new Error(`content/data/pages.json has no "${id}"`)
  return entry
}
const canonical = (pathname: string) => (pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`)

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString("ascii")).toBe("PNG")
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/**
 * What the page's head says: /semana-cliente built outside the customer week
 * (BUILT_STATE) takes its outside-week title and description when content has them.
 */
const headOf = (id: string) => {
  const entry = page(id)
  if (id !== "semana-cliente" || BUILT_STATE === "open") return entry
  return {
    ...entry,
    title: entry.outsideWeekTitle ?? entry.title,
    description: entry.outsideWeekDescription ?? entry.description,
  }
}

for (const id of ["home", "semana-cliente", "obrigado", "politica-de-privacidade", "termos-de-uso"]) {
  const entry = headOf(id)
  test(`${entry.path} has its title, description and sharing cards from content/data/pages.json`, async ({
    page: browser,
  }) => {
    await browser.goto(entry.path)
    await expect(browser).toHaveTitle(entry.title)
    await expect(browser.locator("html")).toHaveAttribute("lang", "pt-BR")
    const meta = (selector: string) => browser.locator(`head meta[${selector}]`)
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
    // Each tag once: the Head API must not duplicate what a plugin already added.
    await expect(browser.locator("head title")).toHaveCount(1)
    await expect(meta('name="description"')).toHaveCount(1)
  })
}

test("the indexable pages (the policies too) name their canonical address; the thank-you and 404 pages are noindex", async ({
  page: browser,
}) => {
  for (const id of ["home", "semana-cliente", "politica-de-privacidade", "termos-de-uso"]) {
    await browser.goto(page(id).path)
    await expect(browser.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical(page(id).path))
    await expect(browser.locator('head meta[name="robots"]')).toHaveCount(0)
  }
  await browser.goto("/obrigado")
  await expect(browser.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expect(browser.locator('head link[rel="canonical"]')).toHaveCount(0)
  await browser.goto("/esta-pagina-nao-existe")
  await expect(browser.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/)
})

test("the share image is a real 1200×630 PNG", async ({ request }) => {
  const response = await request.get("/og-image.png")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("image/png")
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
})

test("the tab icon comes with the page, and search engines find the same icon at an address", async ({
  page: browser,
  request,
}) => {
  const served = await request.get("/favicon.svg")
  expect(served.status()).toBe(200)
  expect(served.headers()["content-type"]).toContain("image/svg+xml")
  for (const route of ["/", "/obrigado"]) {
    await browser.goto(route)
    // The tab icon is inline (nothing to fetch before the page's largest paint): a small PNG, since a
    // browser builds a whole SVG document to draw an SVG icon while the page loads.
    const icon = browser.locator('head link[rel="icon"]')
    const href = (await icon.getAttribute("href")) ?? ""
    expect(href).toMatch(/^data:image\/png;base64,/)
    await expect(icon).toHaveAttribute("sizes", "48x48")
    // The same drawing as the SVG at the address, as the browser draws both on a tab strip.
    const difference = await browser.evaluate(async inline => {
      const draw = async (src: string) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = document.createElement("canvas")
        canvas.width = canvas.height = 48
        const context = canvas.getContext("2d")!
        context.fillStyle = "#ffffff"
        context.fillRect(0, 0, 48, 48)
        context.drawImage(image, 0, 0, 48, 48)
        return context.getImageData(0, 0, 48, 48).data
      }
      const [png, svg] = await Promise.all([draw(inline), draw("/favicon.svg")])
      let total = 0
      for (let i = 0; i < png.length; i++) total += Math.abs(png[i] - svg[i])
      return total / png.length
    }, href)
    expect(difference).toBeLessThan(4)
    await expect(browser.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/favicon.svg")
  }
})

test("/ describes the course and both plans, priced in BRL from the plan content", async ({ page: browser }) => {
  const plans = content("plans").plans
  const checkout = site.checkout
  await browser.goto("/")
  const course = (await jsonLd(browser)).find(block => block["@type"] === "Course")
  expect(course).toBeDefined()
  expect(course?.inLanguage).toBe("pt-BR")
  expect(course?.provider).toEqual(expect.objectContaining({ "@type": "Organization" }))
  const offers = course?.offers as Array<Record<string, unknown>>
  expect(offers).toHaveLength(plans.length)
  for (const plan of plans) {
    const value = priceValue(plan.price)
    expect(offers).toContainEqual(
      expect.objectContaining({
        "@type": "Offer",
        name: plan.name,
        price: value,
        priceCurrency: "BRL",
        url: process.env[`CHECKOUT_URL_${plan.id.toUpperCase()}`] || checkout[plan.id],
      }),
    )
  }
})

test("/semana-cliente publishes its FAQ as FAQPage, and the questions are on the page", async ({
  page: browser,
  request,
}) => {
  // The JSON-LD is static: it holds the questions true in the customer week's state at build time.
  const served = await (await request.get("/semana-cliente")).text()
  expect(/<html[^>]*\bdata-week="(\w+)"/.exec(served)?.[1]).toBe(BUILT_STATE)
  const when = BUILT_STATE === "open" ? "open" : "closed"
  const faq = content("faq").questions.filter(
    item => item.page === "semana-cliente" && (!item.weekOnly || item.weekOnly === when),
  )
  await browser.goto("/semana-cliente")
  const faqPage = (await jsonLd(browser)).find(block => block["@type"] === "FAQPage")
  expect(faqPage?.mainEntity).toEqual(
    faq.map(item => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  )
  // Google only accepts FAQ markup whose questions the visitor can read on the page.
  for (const item of faq) await expect(browser.locator("main")).toContainText(item.question)
})

test("sitemap.xml lists /, /semana-cliente and both policies, and neither /obrigado nor the 404 page", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml")
  expect(index.status()).toBe(200)
  const indexText = await index.text()
  const sitemapFiles = [...indexText.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]).pathname)
  expect(sitemapFiles.length).toBeGreaterThan(0)
  const urls: string[] = []
  for (const file of sitemapFiles) {
    const text = await (await request.get(file)).text()
    urls.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1]))
  }
  expect(urls.sort()).toEqual(
    [
      canonical("/"),
      canonical("/semana-cliente"),
      canonical("/politica-de-privacidade"),
      canonical("/termos-de-uso"),
    ].sort(),
  )
})

test("robots.txt allows crawling and points to the sitemap on the site's own host", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})
