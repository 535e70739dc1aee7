import type { Page } from "@playwright/test"
import { gtagEvents, gtmEvents, pixelEvents, thankYouUrl } from "../helpers/consent"
import { content, copy, site } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { plans } from "../helpers/lead-helpers"

const cards = content("accessCards").cards
const main = copy("obrigado", "main")
const support = copy("obrigado", "support")
const SAFE_REL = /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/

test("/obrigado welcomes the buyer with its access cards and support", async ({ page }) => {
  await page.goto("/obrigado")
  await expect(page.locator("h1")).toHaveText(main.title)
  // The note's shortcuts ("Ctrl+D"), each key in its own <kbd>: read here from the note, not from src.
  const note = main.note ?? ""
  const keys = [...note.matchAll(/(?:(?:Ctrl|Cmd|⌘|Alt|Option|Shift)\s*\+\s*)+[A-Z0-9]\b/g)].flatMap(([shortcut]) =>
    shortcut.split("+").map(key => key.trim()),
  )
  expect(keys.length, "the note names a shortcut").toBeGreaterThan(0)
  const opening = note.slice(0, note.search(/Ctrl|Cmd|⌘|Alt|Option|Shift/)).trim()
  const tip = page.getByText(opening).filter({ has: page.locator("kbd") })
  await expect(tip).toHaveText(note)
  await expect(tip.locator("kbd")).toHaveText(keys)

  const items = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })
  await expect(items).toHaveCount(cards.length)
  for (const card of cards) {
    const item = items.filter({ has: page.getByRole("heading", { name: card.title }) })
    await expect(item).toContainText(card.description)
    if (card.note) await expect(item).toContainText(card.note)
    const link = item.getByRole("link", { name: card.buttonLabel })
    await expect(link).toHaveAttribute("href", card.url)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", SAFE_REL)
  }

  const whatsapp = page.getByRole("link", { name: support.ctaLabel })
  const link = new URL((await whatsapp.getAttribute("href")) ?? "")
  expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${site.whatsapp.number}`)
  expect(link.searchParams.get("text")).toBe(support.whatsappMessage)
  await expect(whatsapp).toHaveAttribute("target", "_blank")
  await expect(whatsapp).toHaveAttribute("rel", SAFE_REL)

  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: cards[0].buttonLabel }).click(),
  ])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(cards[0].url.endsWith("/") ? cards[0].url : `${cards[0].url}/`)
  expect(await popup.evaluate(() => window.opener as unknown)).toBeNull()
})

const price = plans[0].price
const purchasesSent = async (page: Page) => [
  ...(await gtagEvents(page, "purchase")).map(([, , params]) => params),
  ...(await gtmEvents(page, "purchase")),
  ...(await pixelEvents(page, "Purchase")).map(([, , params]) => params),
]

// The purchase /obrigado reports from the checkout's redirect; without consent: site/funnel.spec.ts.
test.describe("the purchase it reports, with cookies accepted", () => {
  test.use({ consent: "accepted" })

  test("a plan's price: exactly one purchase and one Meta Purchase, none again after a reload", async ({ page }) => {
    await page.goto(thankYouUrl("HP-46-0001", price))
    await page.locator('html[data-purchase="reported"]').waitFor({ state: "attached" })
    expect(await gtagEvents(page, "purchase")).toEqual([
      ["event", "purchase", expect.objectContaining({ transaction_id: "HP-46-0001", value: price, currency: "BRL" })],
    ])
    expect(await gtmEvents(page, "purchase")).toHaveLength(1)
    expect(await pixelEvents(page, "Purchase")).toEqual([
      ["track", "Purchase", expect.objectContaining({ value: price, currency: "BRL" }), { eventID: "HP-46-0001" }],
    ])

    await page.reload()
    await page.locator('html[data-purchase="seen-before"]').waitFor({ state: "attached" })
    expect(await gtagEvents(page, "purchase")).toEqual([])
    expect(await gtmEvents(page, "purchase")).toEqual([])
    expect(await pixelEvents(page, "Purchase")).toEqual([])
  })

  // Revenue only as an offer holds it: an absurd or a negative amount is a purchase without revenue.
  for (const value of [99_999_999_999, -price]) {
    test(`a value no offer holds (${value}) reports the purchase without revenue`, async ({ page }) => {
      await page.goto(thankYouUrl(`HP-46-${value}`, value))
      await page.locator('html[data-purchase="reported"]').waitFor({ state: "attached" })
      const sent = await purchasesSent(page)
      expect(sent).toHaveLength(3)
      expect(sent[0]).toMatchObject({ transaction_id: `HP-46-${value}`, currency: "BRL" })
      for (const params of sent) expect(JSON.stringify(params)).not.toContain('"value"')
    })
  }

  test("a purchase in another currency is not reported", async ({ page }) => {
    // The moment the page has read the address's currency, its purchase is decided (sent at once, or never).
    await page.addInitScript(name => {
      const getAll = Reflect.get(URLSearchParams.prototype, "getAll")
      URLSearchParams.prototype.getAll = function (key) {
        if (key === name) Object.assign(window, { currencyRead: true })
        return getAll.call(this, key)
      }
    }, site.purchaseParams.currency)
    await page.goto(thankYouUrl("HP-46-0003", price, "USD"))
    await page.waitForFunction(() => "currencyRead" in window)
    expect(await purchasesSent(page)).toEqual([])
  })
})
