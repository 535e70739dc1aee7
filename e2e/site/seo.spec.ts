import type { Page } from "@playwright/test"
import { canonical, content, site, siteUrl } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { BUILT_STATE, offer } from "../helpers/week"

// What search engines and sharing read beyond each page's head (that one: pages.spec.ts).
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    block => JSON.parse(block) as Record<string, unknown>,
  )

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString("ascii")).toBe("PNG")
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

test("the share image, the sitemap and robots.txt", async ({ request }) => {
  const image = await request.get("/og-image.png")
  expect(image.headers()["content-type"]).toBe("image/png")
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 })

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
  const sitemapFiles = locs(await (await request.get("/sitemap.xml")).text())
  expect(sitemapFiles.length).toBeGreaterThan(0)
  const urls: string[] = []
  for (const file of sitemapFiles) urls.push(...locs(await (await request.get(new URL(file).pathname)).text()))
  // Neither /obrigado nor the 404 page.
  expect(urls.sort()).toEqual(
    ["/", "/semana-cliente", "/politica-de-privacidade", "/termos-de-uso"].map(canonical).sort(),
  )

  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

test("the inline tab icon is the drawing at /favicon.svg", async ({ page, request }) => {
  const served = await request.get("/favicon.svg")
  expect(served.headers()["content-type"]).toContain("image/svg+xml")
  await page.goto("/")
  // Inline as a small PNG: nothing to fetch before the largest paint, no SVG document to build.
  const href = (await page.locator('head link[rel="icon"]').getAttribute("href")) ?? ""
  expect(href).toMatch(/^data:image\/png;base64,/)
  // The same drawing as the SVG at the address, as the browser draws both on a tab strip.
  const difference = await page.evaluate(async inline => {
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
})

test("the structured data states the plans, the renewal's offers and its FAQ", async ({ page, request }) => {
  const plans = content("plans").plans
  await page.goto("/")
  const course = (await jsonLd(page)).find(block => block["@type"] === "Course")
  expect(course).toMatchObject({ inLanguage: "pt-BR", provider: expect.objectContaining({ "@type": "Organization" }) })
  const offers = course?.offers as Array<Record<string, unknown>>
  expect(offers).toHaveLength(plans.length)
  for (const plan of plans) {
    expect(offers).toContainEqual(
      expect.objectContaining({
        "@type": "Offer",
        name: plan.name,
        price: plan.price,
        priceCurrency: "BRL",
        url: process.env[`CHECKOUT_URL_${plan.id.toUpperCase()}`] || site.checkout[plan.id],
      }),
    )
  }

  // Static: built before or during the week it states both offers with their dates, so it stays true when the
  // week starts and ends; built after the week, only the full price. Its FAQ holds the questions true then.
  const served = await (await request.get("/semana-cliente")).text()
  expect(/<html[^>]*\bdata-week="(\w+)"/.exec(served)?.[1]).toBe(BUILT_STATE)
  await page.goto("/semana-cliente")
  const blocks = await jsonLd(page)
  const renewal = blocks.find(block => block["@type"] === "Course")?.offers as Array<Record<string, unknown>>
  const full = expect.objectContaining({ price: offer.fullPrice, priceCurrency: "BRL", url: site.renewalCheckoutFull })
  const week = expect.objectContaining({
    price: offer.offerPrice,
    priceCurrency: "BRL",
    ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
    validThrough: offer.endsAt,
    priceValidUntil: offer.endsAt.slice(0, 10),
    url: site.renewalCheckout,
  })
  expect(renewal).toEqual(BUILT_STATE === "ended" ? [full] : [full, week])
  expect(renewal[0]).not.toHaveProperty("priceValidUntil")
  expect(renewal[0]).not.toHaveProperty("validThrough")

  const when = BUILT_STATE === "open" ? "open" : "closed"
  const faq = content("faq").questions.filter(
    item => item.page === "semana-cliente" && (!item.weekOnly || item.weekOnly === when),
  )
  expect(blocks.find(block => block["@type"] === "FAQPage")?.mainEntity).toEqual(
    faq.map(item => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  )
  // Google only accepts FAQ markup whose questions the visitor can read on the page.
  for (const item of faq) await expect(page.locator("main")).toContainText(item.question)
})
