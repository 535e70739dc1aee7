import { content, copy, fill, ui } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { gotoHydrated, SCROLL_BUTTONS } from "../helpers/landing-helpers"

const hero = copy("home", "hero")
const finalCta = copy("home", "finalCta")
const plans = content("plans").plans

test("the call-to-action buttons are links to their sections", async ({ page }) => {
  await page.goto("/")
  for (const [label, href] of SCROLL_BUTTONS) {
    const links = page.getByRole("link", { name: label, exact: true })
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", href)
  }
})

test("the final call to action's two buttons bring their section into view", async ({ page }) => {
  await gotoHydrated(page)
  await page.getByRole("link", { name: finalCta.secondaryCtaLabel, exact: true }).click()
  await expect(page.locator("#demos h2")).toBeInViewport()
  await page.getByRole("link", { name: finalCta.ctaLabel, exact: true }).click()
  await expect(page.locator("#pricing h2")).toBeInViewport()
})

test("the hero: badge, stars, headline, video, both buttons and the bullets", async ({ page }) => {
  await page.goto("/")
  const section = page.locator("section", { has: page.locator("h1") })
  await expect(section.getByText(hero.badge ?? "", { exact: true })).toBeVisible()
  const rating = ui.home.rating
  await expect(section.getByRole("img", { name: fill(ui.home.ratingLabel, { rating }) })).toHaveText("★".repeat(rating))
  await expect(section.getByRole("link", { name: new RegExp(ui.video.playLabel) })).toBeVisible()
  await expect(section.getByRole("link", { name: hero.ctaLabel })).toHaveAttribute("href", "#pricing")
  await expect(section.getByRole("link", { name: hero.secondaryCtaLabel })).toHaveAttribute("href", "#methodology")
  const bullets = hero.bullets ?? []
  expect(bullets.length).toBeGreaterThan(0)
  for (const bullet of bullets) await expect(section.getByText(bullet, { exact: true })).toBeVisible()
})

test("the headline is in the static HTML, so it paints before JavaScript", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""
  const text = h1
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim()
  expect(text).toBe(hero.title)
})

test("the page is dark from the first paint", async ({ request, page }) => {
  const html = await (await request.get("/")).text()
  expect(html).toMatch(/<html[^>]*color-scheme:\s*dark/)
  await page.goto("/")
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(7, 7, 12)")
})

test("each plan shows its excluded items struck through, and the highlighted plan carries its badge", async ({
  page,
}) => {
  await page.goto("/")
  const pricing = page.locator("#pricing")
  for (const plan of plans.filter(entry => entry.excluded.length > 0)) {
    const excluded = pricing.getByRole("list", { name: `${ui.home.excludedLabel}: ${plan.name}` })
    for (const item of plan.excluded) await expect(excluded.locator("s", { hasText: item })).toBeVisible()
  }
  const highlighted = plans.filter(plan => plan.highlighted)
  await expect(pricing.locator('[data-highlighted="true"] h3')).toHaveText(highlighted.map(plan => plan.name))
  for (const plan of plans.filter(entry => entry.badge)) {
    await expect(pricing.getByText(plan.badge ?? "", { exact: true })).toBeVisible()
  }
})

for (const width of [360, 375, 768, 1024, 1280, 1440]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
