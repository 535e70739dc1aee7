import { copy } from "./content"
import { expect, test } from "./fixtures"

/** Each route and the copy file that holds its h1. */
const ROUTES = [
  { path: "/", h1: copy("home", "hero").title },
  { path: "/obrigado", h1: copy("obrigado", "main").title },
  { path: "/semana-cliente", h1: copy("semana-cliente", "hero").title },
  {
    path: "/politica-de-privacidade",

    h1: copy("politica-de-privacidade", "main").title,
  },
  { path: "/termos-de-uso", h1: copy("termos-de-uso", "main").title },
] as const

for (const route of ROUTES) {
  // Its language, title and description: seo.spec.ts.
  test(`${route.path} answers 200 with one h1 from content`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("h1")).toContainText(route.h1)
  })

  if (route.path !== "/")
    test(`${route.path}/, with a slash, lands on the same page`, async ({ page }) => {
      const response = await page.goto(`${route.path}/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toContainText(route.h1)
    })
}

test("an unknown address shows the Portuguese 404 page", async ({ page }) => {
  const response = await page.goto("/nao-existe")
  expect(response?.status()).toBe(404)
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
  await expect(page.getByRole("link", { name: /início|inicial|voltar/i })).toHaveAttribute("href", "/")
})

test("the home page has the anchors its links and ads point at", async ({ page }) => {
  await page.goto("/")
  for (const anchor of ["demos", "pricing", "features", "methodology"]) {
    await expect(page.locator(`#${anchor}`)).toHaveCount(1)
  }
})
