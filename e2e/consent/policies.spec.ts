import { PRIVACY_PATH, TERMS_PATH } from "../../src/features/legal/legal-routes"
import { content, copy, copyHeadings } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { fillLeadForm, leadForm, openPlan, site, VISITOR } from "../helpers/lead-helpers"

/** The policies a visitor is pointed to: the privacy policy from the lead form, and the terms of sale. */

test("the lead form links the privacy policy in a new tab, the form kept", async ({ page, context }) => {
  await page.goto("/")
  const dialog = await openPlan(page, "max")
  await fillLeadForm(page, VISITOR)
  const link = dialog.getByRole("link", { name: new RegExp(leadForm.policyLinkLabel) })
  await expect(link).toHaveAttribute("href", PRIVACY_PATH)
  await expect(link).toHaveAttribute("target", "_blank")
  const [before] = leadForm.policyNotice.split("{link}")
  await expect(dialog).toContainText(`${before}${leadForm.policyLinkLabel}`)
  const submit = await dialog.getByRole("button", { name: leadForm.submitLabel }).boundingBox()
  const linkBox = await link.boundingBox()
  expect((linkBox?.y ?? 0) > (submit?.y ?? Infinity), "under the submit button").toBe(true)

  const [policy] = await Promise.all([context.waitForEvent("page"), link.click()])
  await policy.waitForLoadState()
  expect(new URL(policy.url()).pathname).toBe(PRIVACY_PATH)
  await expect(policy.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(leadForm.emailLabel)).toHaveValue(VISITOR.email)
})

test("the terms show every section, the guarantee, renewal and cancellation", async ({ page }) => {
  await page.goto(TERMS_PATH)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy("termos-de-uso", "main").title)
  const headings = copyHeadings("termos-de-uso", "main")
  expect(headings.length).toBeGreaterThan(0)
  for (const heading of headings) await expect(main.getByRole("heading", { name: heading })).toBeVisible()
  await expect(main).toContainText(`${content("renewalOffer").guaranteeDays} dias`)
  // What consumer law requires the terms to say, in whatever words the writers choose.
  await expect(main).toContainText(/art\.?\s*49/)
  await expect(main).toContainText(/renova/i)
  await expect(main).toContainText(/cancel/i)
  await expect(main).toContainText(/checkout/i)
  await expect(main).toContainText(site.seller.cnpj)
})
