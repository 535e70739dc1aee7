import { site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { content, gotoHydrated, gotoWithPausedClock, ui, waitForLateCode } from "../helpers/landing-helpers"
import { watchCsp } from "../helpers/page-checks"

const videos = content("demos").videos
const playerHost = new URL(site.videoHost).host

test("no player loads until asked, and then from youtube-nocookie", async ({ page, external }) => {
  const violations = await watchCsp(page)
  await gotoHydrated(page)
  await page.waitForLoadState("load")
  await expect(page.locator("iframe")).toHaveCount(0)
  // The hero's poster plays in place once the hero's code has come (once the page is idle).
  await waitForLateCode(page, "hero")
  await page.locator("#hero a[href*='/embed/']").click()
  await expect(page.locator("#hero iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//)

  await waitForLateCode(page, "demos")
  const demos = page.locator("#demos")
  for (const video of videos)
    await expect(demos.getByRole("link", { name: `${ui.video.playLabel}: ${video.title}` })).toBeVisible()
  await expect(demos.locator("iframe")).toHaveCount(0)
  await demos.getByRole("link", { name: `${ui.video.playLabel}: ${videos[0].title}` }).click()
  const frame = demos.locator(`iframe[title="${videos[0].title}"]`)
  await expect(frame).toHaveAttribute("src", new RegExp(`^https://${playerHost}/embed/${videos[0].videoId}`))
  await expect.poll(() => external.filter(request => request.url.includes("/embed/")).length).toBe(2)
  expect(
    external.filter(
      request => /youtube\.com|ytimg|googlevideo/.test(request.url) && !request.url.includes("youtube-nocookie"),
    ),
  ).toEqual([])
  expect(violations, "CSP violations").toEqual([])
})

test("a player that never loads gives way to the fallback text", async ({ page, context }) => {
  // The player host answers nothing: the request hangs like a blocked or dead player.
  await page.route(
    url => url.host === playerHost,
    () => undefined,
  )
  await gotoWithPausedClock(page)
  await waitForLateCode(page, "demos", { pausedClock: true })
  const [, hanging, offline] = videos
  await page.getByRole("link", { name: `${ui.video.playLabel}: ${hanging.title}` }).click()
  await expect(page.locator(`iframe[title="${hanging.title}"]`)).toBeAttached()
  await page.clock.runFor(5_000)
  await expect(page.getByText(hanging.fallback)).toBeHidden()
  await page.clock.runFor(1_000)
  await expect(page.getByText(hanging.fallback)).toBeVisible()
  await expect(page.locator(`iframe[title="${hanging.title}"]`)).toHaveCount(0)

  // The visitor reached the videos (their section's code came), then lost the connection.
  await context.setOffline(true)
  await page.getByRole("link", { name: `${ui.video.playLabel}: ${offline.title}` }).click()
  await expect(page.getByText(offline.fallback)).toBeVisible()
  await context.setOffline(false)
})

test("the floating button opens a panel with the sales contact and WhatsApp links", async ({ page }) => {
  await gotoHydrated(page)
  const toggle = page.getByRole("button", { name: ui.widget.openLabel })
  await expect(page.locator("#contact-panel")).toBeHidden()
  const box = await toggle.boundingBox()
  const viewport = page.viewportSize()!
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
  const link = page.getByRole("link", { name: ui.widget.promoBubble })
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\//)
  await expect(link).toHaveAttribute("target", "_blank")
  await page.clock.runFor(2_999)
  await expect(bubble).toBeVisible()
  await page.clock.runFor(1)
  await expect(bubble).toBeHidden()
})
