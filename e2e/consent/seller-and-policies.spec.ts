import { statSync } from "node:fs"
import { PRIVACY_PATH, TERMS_PATH } from "../../src/features/legal/legal-routes"
import { content, copy, copyHeadings, ui } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { fillLeadForm, leadForm, openPlan, site, VISITOR } from "../helpers/lead-helpers"

/** The seller named on every page, and the policies a visitor is pointed to. */

/** A CNPJ's two check digits (mod 11, weights 5..2 9..2 then 6..2 9..2), written here independently of src/lib/cnpj.ts. */
function cnpjCheckDigitsValid(cnpj: string): boolean {
  const digits = cnpj.replace(/\D/g, "").split("").map(Number)
  if (digits.length !== 14) return false
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const rest = digits.slice(0, length).reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === digits[12] && check(13) === digits[13]
}

for (const route of ["/", "/obrigado", "/semana-cliente", "/nao-existe", PRIVACY_PATH, TERMS_PATH]) {
  test(`the footer of ${route} names the seller, with a CNPJ whose check digits are valid, and links both policies`, async ({
    page,
  }) => {
    await page.goto(route)
    const footer = page.getByRole("contentinfo")
    await footer.scrollIntoViewIfNeeded()
    const { seller } = site
    await expect(footer).toContainText(seller.legalName)
    await expect(footer).toContainText(seller.address)
    await expect(footer.getByRole("link", { name: seller.email })).toHaveAttribute("href", `mailto:${seller.email}`)
    const cnpj = /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/.exec((await footer.textContent()) ?? "")?.[0] ?? ""
    // content/site.json holds it formatted, as the footer shows it.
    expect(cnpj).toBe(seller.cnpj)
    expect(cnpjCheckDigitsValid(cnpj), `${cnpj} has valid check digits`).toBe(true)
    await expect(footer.getByRole("link", { name: ui.footer.privacyLabel })).toHaveAttribute("href", PRIVACY_PATH)
    await expect(footer.getByRole("link", { name: ui.footer.termsLabel })).toHaveAttribute("href", TERMS_PATH)
    await expect(footer.getByRole("button", { name: ui.footer.cookiePreferencesLabel })).toBeVisible()
    // The copyright carries the year the site was built, never a stale one typed by hand.
    const builtIn = statSync("public/index.html").mtime.getFullYear()
    await expect(footer).toContainText(ui.footer.copyright.replace("{year}", String(builtIn)))
  })
}

test("the lead form links the privacy policy under its button, in a new tab that leaves the form as it was", async ({
  page,
  context,
}) => {
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

test("the terms show every section of their copy, the guarantee's days, the automatic renewal and how to cancel it, and the external checkout", async ({
  page,
}) => {
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

test("the privacy policy names the controller and the encarregado from the site settings", async ({ page }) => {
  await page.goto(PRIVACY_PATH)
  const main = page.getByRole("main")
  await expect(main).toContainText(site.seller.legalName)
  await expect(main).toContainText(site.seller.dpoName)
  await expect(main.getByRole("link", { name: site.seller.dpoEmail })).toHaveAttribute(
    "href",
    `mailto:${site.seller.dpoEmail}`,
  )
  for (const param of ["utm_source", "gclid", "fbclid"]) await expect(main).toContainText(param)
})
