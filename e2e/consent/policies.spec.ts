import { TERMS_PATH } from "../../src/features/legal/legal-routes"
import { expect, test } from "../helpers/fixtures"
import { content, copy, copyHeadings, site } from "../helpers/content"

// The terms of sale (the privacy policy: consent-choices.spec.ts, lead.spec.ts).
test("the terms show every section, the guarantee, renewal and cancellation", async ({ page }) => {
  await page.goto(TERMS_PATH)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy("termos-de-uso", "main").title)
  const headings = copyHeadings("termos-de-uso", "main")
  expect(headings.length).toBeGreaterThan(0)
  for (const heading of headings) await expect(main.getByRole("heading", { name: heading })).toBeVisible()
  await expect(main).toContainText(`${content("renewalOffer").guaranteeDays} dias`)
  // What consumer law requires the terms to say, in whatever words the writers choose.
  for (const text of [/art\.?\s*49/, /renova/i, /cancel/i, /checkout/i, site.seller.cnpj])
    await expect(main).toContainText(text)
})
