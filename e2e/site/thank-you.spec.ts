import { content, copy as pageCopy, site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"

const cards = content("accessCards").cards

test.describe("/obrigado", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/obrigado")
  })

  test("welcomes the buyer and shows how to bookmark the page", async ({ page }) => {
    await expect(page.locator("h1")).toHaveText(pageCopy("obrigado", "main").title)
    const tip = page.getByText(/favoritos/i).filter({ has: page.locator("kbd") })
    await expect(tip).toBeVisible()
    await expect(tip).toContainText("Ctrl+D")
    await expect(tip).toContainText("⌘+D")
    await expect(tip.locator("kbd")).toHaveText(["Ctrl", "D", "⌘", "D"])
  })

  test("is kept out of search engines", async ({ page }) => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })

  test("has four access cards whose buttons open the content's links safely", async ({ page }) => {
    expect(cards).toHaveLength(4)
    const items = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })
    await expect(items).toHaveCount(4)
    for (const card of cards) {
      const item = items.filter({ has: page.getByRole("heading", { name: card.title }) })
      await expect(item).toContainText(card.description)
      const link = item.getByRole("link", { name: card.buttonLabel })
      await expect(link).toHaveAttribute("href", card.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
    }
  })

  test("an access button opens its tool in a new tab without a handle on this page", async ({ page, external }) => {
    const card = cards[0]
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: card.buttonLabel }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(card.url.endsWith("/") ? card.url : `${card.url}/`)
    expect(await popup.evaluate(() => window.opener as unknown)).toBeNull()
    expect(external.some(request => request.url.startsWith(card.url))).toBe(true)
  })

  test("says Chat and Templates come with a year of Unlimited and the members area is only in Max", async ({
    page,
  }) => {
    const chat = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Chat e Templates/ }) })
    await expect(chat).toContainText(/1 ano do plano Unlimited/i)
    const members = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /membros/i }) })
    await expect(members).toContainText(/apenas no plano Max/i)
  })

  test("the support button opens WhatsApp with the prefilled support message", async ({ page }) => {
    const support = page.getByRole("link", { name: pageCopy("obrigado", "support").ctaLabel })
    const href = await support.getAttribute("href")
    const link = new URL(href ?? "")
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${site.whatsapp.number}`)
    expect(link.searchParams.get("text")).toBe(pageCopy("obrigado", "support").whatsappMessage)
    await expect(support).toHaveAttribute("target", "_blank")
    await expect(support).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
  })
})
