import { content } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"

test("the home page renders the content files and the offer's figures", async ({ page }) => {
  await page.goto("/")
  const main = page.locator("main")
  for (const phase of content("journey").phases) await expect(main).toContainText(phase.title)
  for (const item of content("portfolio").projects) await expect(main).toContainText(item.name)
  for (const plan of content("plans").plans) {
    await expect(page.locator("#pricing")).toContainText(plan.price)
  }
  await expect(page.locator("#pricing")).toContainText("R$ 1.497")
  await expect(page.locator("#pricing")).toContainText("R$ 2.497")
  for (const [name, count] of [
    ["E-commerce", 12],
    ["Clínicas", 8],
    ["Imobiliárias", 6],
    ["Delivery", 5],
    ["Educação", 7],
    ["Serviços", 15],
  ] as const) {
    // The category name and its count, next to each other (whatever the markup).
    await expect(page.locator("#features")).toContainText(new RegExp(`${name}\\s*${count}\\b`))
  }
  for (const model of ["GPT-5", "Claude 4.0", "Perplexity", "Grok", "Gemini Ultra", "Llama 3"]) {
    await expect(main).toContainText(model)
  }
  for (const figure of ["R$ 11.763", "79%", "R$ 9.266", "R$ 1.997", "R$ 18.000"])
    await expect(main).toContainText(figure)
  await expect(
    page.getByText("Última Chance: Só hoje ganhe a implementação do James Faz Tudo + Painel de Voz no Plano MAX"),
  ).toBeVisible()
})
