import { expect, test } from "../helpers/fixtures"
import { checkoutLinksReady, leadForm, query, readStorage, site, TRACKING_KEY } from "../helpers/lead-helpers"
import { holdScripts } from "../helpers/page-checks"

test("a plan click while later scripts stall shows it is busy, then the checkout", async ({ page }) => {
  await page.goto("/?utm_source=instagram&sck=anuncio-7")
  await checkoutLinksReady(page)
  // The page is up: its campaign is captured, and the plans are on screen.
  await expect.poll(() => readStorage(page, TRACKING_KEY)).not.toBeNull()
  const button = page.locator('[data-plan="max"]')
  await button.scrollIntoViewIfNeeded()
  // From now on every script request stalls, as on a weak connection: none ever completes.
  await holdScripts(page)
  // Watched from the test's side: a question to the page while it heads for the checkout could wait on it.
  const answered = Promise.race([
    page.waitForRequest(request => request.url().startsWith(site.checkout.max), { timeout: 10_000 }),
    page.getByRole("dialog", { name: leadForm.title }).waitFor({ timeout: 10_000 }),
  ])
  await button.click()
  await expect(button).toHaveAttribute("aria-busy", "true")
  const checkout = await answered
  if (!checkout) return
  const { variante, ...attribution } = query(checkout.url())
  expect(attribution).toEqual({ utm_source: "instagram", sck: `anuncio-7_v-${variante}` })
})
