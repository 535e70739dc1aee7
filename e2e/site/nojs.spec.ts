import { brl, content } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { SCROLL_BUTTONS, ui } from "../helpers/landing-helpers"
import { plans, site } from "../helpers/lead-helpers"
import { BUILT_STATE, offer } from "../helpers/week"

test.use({ javaScriptEnabled: false })

test("without JavaScript the home page is complete, and its buttons work", async ({ page, external }) => {
  await page.goto("/")
  await expect(page.locator("h1")).toBeVisible()
  // Its entrance is CSS alone: without a script it still shows.
  await expect(page.locator("[data-promo-banner]")).toHaveCSS("opacity", "1")
  for (const plan of plans) {
    await expect(page.locator("#pricing")).toContainText(plan.name)
    await expect(page.locator("#pricing")).toContainText(brl(plan.price))
    await expect(page.locator(`[data-plan="${plan.id}"]`)).toHaveAttribute("href", site.checkout[plan.id])
  }
  const targets = await page.$$eval('a[href^="#"]', links => links.map(link => link.getAttribute("href") ?? ""))
  expect(targets.length).toBeGreaterThan(0)
  for (const target of new Set(targets)) {
    expect(target.length, "an empty # link").toBeGreaterThan(1)
    await expect(page.locator(target), `scroll target ${target}`).toHaveCount(1)
  }
  for (const [label] of SCROLL_BUTTONS)
    await expect(page.locator("button", { hasText: label }), `"${label}" must be a link`).toHaveCount(0)

  // An agent card and a journey phase open their dialogs; their X and Escape close them.
  for (const section of ["#agents", "#journey"]) {
    const opener = page.locator(section).getByRole("button").first()
    const dialog = page.locator("dialog[open]")
    for (const close of [
      () => dialog.getByRole("button", { name: ui.modal.closeLabel }).click(),
      () => page.keyboard.press("Escape"),
    ]) {
      await opener.click()
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAccessibleName(/.+/)
      await close()
      await expect(page.locator("dialog[open]")).toHaveCount(0)
    }
  }

  const [plan] = plans
  await page.locator(`[data-plan="${plan.id}"]`).click()
  await page.waitForURL(url => url.href.startsWith(site.checkout[plan.id]))
  expect(
    external.some(request => request.resourceType === "document" && request.url.startsWith(site.checkout[plan.id])),
  ).toBe(true)
})

test("without JavaScript the renewal buttons link to its checkout with the offer", async ({ page }) => {
  await page.goto("/semana-cliente")
  // No script runs: the page is in the state it was built in (see BUILT_STATE), during the week or not.
  await expect(page.locator("html")).toHaveAttribute("data-week", BUILT_STATE)
  const open = BUILT_STATE === "open"
  const buttons = page.locator("[data-renewal-buy]:visible")
  await expect(buttons).toHaveCount(2)
  for (const href of await buttons.evaluateAll(links => links.map(link => (link as HTMLAnchorElement).href))) {
    expect(href.startsWith(open ? site.renewalCheckout : site.renewalCheckoutFull)).toBe(true)
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      plano: offer.planName,
      preco: brl(open ? offer.offerPrice : offer.fullPrice),
      origem: offer.origem,
      // The build's A/B variant, so even these sales can be told apart.
      variante: expect.stringMatching(/^[a-z0-9._-]+$/),
    })
  }
})

test("without JavaScript the thank-you page shows its access cards and their links", async ({ page }) => {
  await page.goto("/obrigado")
  await expect(page.locator("h1")).toBeVisible()
  const { cards } = content("accessCards")
  expect(cards.length).toBeGreaterThan(0)
  for (const card of cards) {
    await expect(page.getByRole("heading", { name: card.title })).toBeVisible()
    await expect(page.locator(`a[href="${card.url}"]`)).toHaveCount(1)
  }
})
