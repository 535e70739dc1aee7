import { expect, test } from "../helpers/fixtures"
import { holdCheckout, leadForm, leadModalReady, query, readStorage, site, TRACKING_KEY } from "../helpers/lead-helpers"
import { holdScripts } from "../helpers/page-checks"

test("a plan click while later scripts stall shows it is busy, then the checkout", async ({ page, context }) => {
  const checkout = await holdCheckout(context)
  await page.goto("/?utm_source=instagram&sck=anuncio-7")
  await leadModalReady(page)
  // The page is up: its campaign is captured, and the plans are on screen.
  await expect.poll(() => readStorage(page, TRACKING_KEY)).not.toBeNull()
  const button = page.locator('[data-plan="max"]')
  await button.scrollIntoViewIfNeeded()
  // From now on every script request stalls, as on a weak connection: none ever completes.
  await holdScripts(page)
  await button.click()
  await expect(button).toHaveAttribute("aria-busy", "true")
  const form = page.getByRole("dialog", { name: leadForm.title })
  const answered = async () => checkout.requests.length > 0 || (await form.isVisible())
  await expect.poll(answered, { message: "the checkout or the form, within 10 s", timeout: 10_000 }).toBe(true)
  if (checkout.requests.length === 0) return
  expect(checkout.requests[0].url.startsWith(site.checkout.max)).toBe(true)
  const { variante, ...attribution } = query(checkout.requests[0].url)
  expect(attribution).toEqual({ utm_source: "instagram", sck: `anuncio-7_v-${variante}` })
})
