import { expect, test } from "../helpers/fixtures"
import { site } from "../helpers/content"
import { gotoHydrated, gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"

test("the floating button opens a panel with the sales contact and WhatsApp links", async ({ page }) => {
  await gotoHydrated(page)
  const toggle = page.getByRole("button", { name: ui.widget.openLabel })
  await expect(page.locator("#contact-panel")).toBeHidden()
  const box = await toggle.boundingBox()
  const viewport = page.viewportSize()!
  // Bottom right corner.
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40)
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40)

  await toggle.click()
  const sales = page.getByRole("link", { name: new RegExp(ui.widget.salesLabel) })
  const whatsapp = page.getByRole("link", { name: new RegExp(ui.widget.whatsappLabel) })
  await expect(sales).toBeVisible()
  await expect(sales).toHaveAttribute("href", site.salesContactUrl)
  await expect(whatsapp).toHaveAttribute(
    "href",
    `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`,
  )
  for (const link of [sales, whatsapp]) {
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  }
  // The button's label follows the panel once the widget's code has come.
  await waitForLateCode(page, "contact-widget")
  const close = page.getByRole("button", { name: ui.widget.closeLabel })
  await expect(page.locator("#contact-panel")).toBeVisible()
  await close.click()
  await expect(sales).toBeHidden()
})

test("the promo bubble shows for 5 s, pulsing for 2 s, linking to WhatsApp", async ({ page }) => {
  await gotoWithPausedClock(page)
  await waitForLateCode(page, "contact-widget", { pausedClock: true })
  const bubble = page.getByText(ui.widget.promoBubble)
  const toggle = page.getByRole("button", { name: ui.widget.openLabel })
  await expect(bubble).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("triggerWhatsAppPromo")))
  await expect(bubble).toBeVisible()
  await expect(toggle).toHaveAttribute("data-pulse", "true")
  await page.clock.runFor(1_999)
  await expect(toggle).toHaveAttribute("data-pulse", "true")
  await page.clock.runFor(1)
  await expect(toggle).toHaveAttribute("data-pulse", "false")
  await expect(bubble).toBeVisible()
  // It links to WhatsApp in a new tab.
  const link = page.getByRole("link", { name: ui.widget.promoBubble })
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\//)
  await expect(link).toHaveAttribute("target", "_blank")
  await page.clock.runFor(2_999)
  await expect(bubble).toBeVisible()
  await page.clock.runFor(1)
  await expect(bubble).toBeHidden()
})
