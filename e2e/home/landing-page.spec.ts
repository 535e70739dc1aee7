import { expect, test } from "../helpers/fixtures"
import { gotoHydrated } from "../helpers/landing-helpers"

// The call-to-action labels, verbatim, and the sections they lead to.
const SCROLL_BUTTONS = [
  ["Ver Demonstrações", "#demos"],
  ["Quero Garantir Minha Vaga", "#pricing"],
  ["Quero Aprender a Fazer Agentes Agora", "#pricing"],
  ["GARANTIR MINHA VAGA AGORA", "#pricing"],
] as const

test("the call-to-action buttons are links to their sections", async ({ page }) => {
  await page.goto("/")
  for (const [label, href] of SCROLL_BUTTONS) {
    const links = page.getByRole("link", { name: label, exact: true })
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", href)
  }
})

test("'Ver Demonstrações' and 'GARANTIR MINHA VAGA AGORA' bring their section into view", async ({ page }) => {
  await gotoHydrated(page)
  await page.getByRole("link", { name: "Ver Demonstrações", exact: true }).click()
  await expect(page.locator("#demos h2")).toBeInViewport()
  await page.getByRole("link", { name: "GARANTIR MINHA VAGA AGORA", exact: true }).click()
  await expect(page.locator("#pricing h2")).toBeInViewport()
})

test("the hero: badge, five stars, headline, video, both buttons and the three bullets", async ({ page }) => {
  await page.goto("/")
  const hero = page.locator("section", { has: page.locator("h1") })
  await expect(hero.getByText("METODOLOGIA EXCLUSIVA")).toBeVisible()
  await expect(hero.getByRole("img", { name: /5 de 5 estrelas/ })).toHaveText("★★★★★")
  await expect(hero.getByRole("link", { name: /Reproduzir vídeo/ })).toBeVisible()
  await expect(hero.getByRole("link", { name: "Quero Garantir Minha Vaga" })).toHaveAttribute("href", "#pricing")
  await expect(hero.getByRole("link", { name: "Conhecer a Metodologia" })).toHaveAttribute("href", "#methodology")
  for (const bullet of ["Mercado com alta demanda", "Método 100% prático", "Resultados em 30 dias ou menos"]) {
    await expect(hero.getByText(bullet)).toBeVisible()
  }
})

test("the headline is in the static HTML, so it paints before JavaScript", async ({ request }) => {
  const html = await (await request.get("/")).text()
  expect(html).toMatch(/<h1[^>]*>A profissão mais lucrativa de 2025/)
})

test("the page is dark from the first paint", async ({ request, page }) => {
  const html = await (await request.get("/")).text()
  expect(html).toMatch(/<html[^>]*color-scheme:\s*dark/)
  await page.goto("/")
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(7, 7, 12)")
})

test("Plus shows its excluded items struck through, Max is highlighted", async ({ page }) => {
  await page.goto("/")
  const pricing = page.locator("#pricing")
  const excluded = pricing.getByRole("list", { name: /Não incluído: Plus/ })
  for (const item of ["Chat Unlimited", "Flows", "Templates", "Academy", "Mentorias quinzenais"]) {
    await expect(excluded.locator("s", { hasText: item })).toBeVisible()
  }
  await expect(pricing.locator('[data-highlighted="true"] h3')).toHaveText("Max")
  await expect(pricing.getByText("MAIS ESCOLHIDO", { exact: true })).toBeVisible()
})

for (const width of [360, 375, 768, 1024, 1280, 1440]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
