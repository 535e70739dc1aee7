import { content, copy as pageCopy, site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"

const cards = content("accessCards").cards
const main = pageCopy("obrigado", "main")

test.describe("/obrigado", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/obrigado")
  })

  test("welcomes the buyer and shows how to bookmark the page", async ({ page }) => {
    await expect(page.locator("h1")).toHaveText(main.title)
    // The note's shortcuts ("Ctrl+D"), each key in its own <kbd>: read here from the note, not from src.
    const note = main.note ?? ""
    const keys = [...note.matchAll(/(?:(?:Ctrl|Cmd|⌘|Alt|Option|Shift)\s*\+\s*)+[A-Z0-9]\b/g)].flatMap(([shortcut]) =>
      shortcut.split("+").map(key => key.trim()),
    )
    expect(keys.length, "the note names a shortcut").toBeGreaterThan(0)
    // The note's element: the one holding its first words and the keys.
    const opening = note.slice(0, note.search(/Ctrl|Cmd|⌘|Alt|Option|Shift/)).trim()
    const tip = page.getByText(opening).filter({ has: page.locator("kbd") })
    await expect(tip).toBeVisible()
    await expect(tip).toHaveText(note)
    await expect(tip.locator("kbd")).toHaveText(keys)
  })

  test("is kept out of search engines", async ({ page }) => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })

  test("has the content's access cards, whose buttons open their links safely", async ({ page }) => {
    const items = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })
    await expect(items).toHaveCount(cards.length)
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

  test("each card with a note (what comes with which plan) shows it", async ({ page }) => {
    for (const card of cards.filter(entry => entry.note)) {
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: card.title }) })
      await expect(item).toContainText(card.note ?? "")
    }
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
