import { expect, test } from "./fixtures"

const ROUTES = [
  { path: "/", heading: /IA/i },
  { path: "/obrigado", heading: /./ },
  { path: "/semana-cliente", heading: /./ },
]

for (const route of ROUTES) {
  test(`${route.path} renders in Portuguese with its title and one h1`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
    await expect(page).toHaveTitle(/.+/)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("h1")).toHaveText(route.heading)
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy()
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
