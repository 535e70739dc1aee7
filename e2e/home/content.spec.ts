import { content } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { instalmentsWithoutTotal, wholeText } from "../helpers/page-checks"

/**
 * The home page shows what content/ holds, whatever the writers put there:
 * every figure and name is read from the files, none is repeated here.
 * (The promo banner's words and dates: landing-banner.spec.ts.)
 */
test("the home page renders the content files and the offer's figures", async ({ page }) => {
  await page.goto("/")
  const main = page.locator("main")
  for (const phase of content("journey").phases) await expect(main).toContainText(phase.title)
  for (const item of content("portfolio").projects) await expect(main).toContainText(item.name)
  for (const plan of content("plans").plans) {
    await expect(page.locator("#pricing")).toContainText(plan.name)
    await expect(page.locator("#pricing")).toContainText(plan.price)
    // Its instalments, their total and the upfront price, computed from the checkout's surcharge.
    await expect(page.locator("#pricing")).toContainText(plan.paymentTerms)
  }
  for (const { name, count } of content("toolPillars").templateCategories) {
    // The category name and its count, next to each other (whatever the markup).
    await expect(page.locator("#features")).toContainText(new RegExp(`${name}\\s*${count}\\b`))
  }
  for (const model of content("llmBonus").models) await expect(main).toContainText(model.name)
  const offer = content("offer")
  for (const figure of [offer.valueStackTotal, offer.discount, offer.saving, offer.courseValue, offer.llmBonusYearly])
    await expect(main).toContainText(figure)
})

test("every instalment on the page states its total", async ({ page }) => {
  await page.goto("/")
  const { found, withoutTotal } = instalmentsWithoutTotal(await wholeText(page))
  expect(found).toBeGreaterThanOrEqual(content("plans").plans.length)
  expect(withoutTotal).toEqual([])
})
