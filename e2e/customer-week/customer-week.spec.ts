import type { Page } from "@playwright/test"
import { brl, figures, site } from "../helpers/content"
import { figureText } from "../../src/content-model/figures/figures"
import { expect, test, type ExternalRequest } from "../helpers/fixtures"
import { checkoutLinksReady, pageHydrated, watchCsp } from "../helpers/page-checks"
import * as week from "../helpers/week"

const discountBadge = week.fill(week.renewal.labels.discountBadge, { discount: `${week.offer.discount}%` })

async function checkoutQuery(page: Page, external: ExternalRequest[], index: number, checkoutUrl: string) {
  await checkoutLinksReady(page)
  const button = week.buyButtons(page).nth(index)
  await button.scrollIntoViewIfNeeded()
  await Promise.all([page.waitForURL(url => url.href.startsWith(checkoutUrl)), button.click()])
  const url = new URL(page.url())
  expect(`${url.origin}${url.pathname}`).toBe(checkoutUrl)
  expect(external.some(request => request.resourceType === "document" && request.url === page.url())).toBe(true)
  return Object.fromEntries(url.searchParams)
}

// Both go to the checkout of the moment with plano, preco, origem, the campaign and the variant (also in sck).
for (const [state, time, checkout, preco] of [
  ["two days before the end", week.DURING_WEEK, site.renewalCheckout, brl(week.offer.offerPrice)],
  ["one hour after the end", week.AFTER_WEEK, site.renewalCheckoutFull, brl(week.offer.fullPrice)],
] as const) {
  test(`${state}, both buttons check out at ${preco}`, async ({ page, external }) => {
    await week.setClock(page, time)
    for (const index of [0, 1]) {
      await page.goto("/semana-cliente?utm_source=newsletter&utm_campaign=semana-cliente&src=story&sck=anuncio-7")
      await expect(week.buyButtons(page)).toHaveCount(2)
      const query = await checkoutQuery(page, external, index, checkout)
      expect(query.variante).toMatch(/^[a-z0-9._-]+$/)
      expect(query).toEqual({
        plano: week.offer.planName,
        preco,
        origem: week.offer.origem,
        utm_source: "newsletter",
        utm_campaign: "semana-cliente",
        src: "story",
        sck: `anuncio-7_v-${query.variante}`,
        variante: query.variante,
      })
    }
  })
}

// Content may set no start (the offer then runs until its end): this test exists only when it does.
const weekStarts = week.WEEK_STARTS
if (weekStarts !== undefined) {
  test("before the start, the page says when the week starts and promises nothing of it", async ({ page }) => {
    await week.setClock(page, weekStarts - 5 * week.DAY)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    const startsIn = week.renewal.countdown.startsIn.split("{time}")[0].trim()
    await expect(week.bannerRegion(page).locator("[data-countdown-words]")).toContainText(startsIn)
    await expect(week.shown(week.bannerRegion(page), week.banner.title)).toHaveCount(0)
    await expect(week.shown(week.bannerRegion(page), discountBadge)).toHaveCount(0)
    const card = week.offerCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(week.shown(card, brl(week.offer.fullPrice))).toHaveCount(1)
    await expect(week.shown(card, brl(week.offer.offerPrice))).toHaveCount(0)
    // Nothing of "this week only" shows anywhere before the week.
    await expect(page.locator('[data-week-only="open"]').filter({ visible: true })).toHaveCount(0)
  })
}

test.describe("one hour after the end", () => {
  test.beforeEach(({ page }) => week.setClock(page, week.AFTER_WEEK))

  test("the full price is back and the offer is gone", async ({ page }) => {
    const problems = week.watchConsole(page)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    await expect(week.shown(week.bannerRegion(page), week.renewal.labels.weekEnded)).toHaveCount(1)
    await expect(week.shown(week.bannerRegion(page), week.banner.title)).toHaveCount(0)
    await expect(week.shown(week.bannerRegion(page), discountBadge)).toHaveCount(0)
    await expect(week.bannerRegion(page).locator("[data-countdown]")).toBeHidden()

    const card = week.offerCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(week.shown(card, brl(week.offer.fullPrice))).toHaveCount(1)
    await expect(week.shown(card, brl(week.offer.offerPrice))).toHaveCount(0)
    await expect(week.shown(card, discountBadge)).toHaveCount(0)
    await expect(week.shown(card, week.renewal.labels.regularPriceLabel)).toHaveCount(1)
    await expect(week.shown(card, week.offer.fullPaymentTerms)).toHaveCount(1)
    await expect(week.shown(card, week.offer.paymentTerms)).toHaveCount(0)
    await expect(card.locator("[data-countdown]")).toBeHidden()
    // No visible word of the offer is left on the page.
    await expect(week.bonuses(page)).toBeHidden()
    await expect(page.locator("#limited")).toBeHidden()
    const visibleText = await page.locator("body").innerText()
    expect(visibleText).not.toContain(`${week.offer.discount}%`)
    expect(visibleText).not.toContain(figureText(figures.get("renewal.installments.value")!))
    for (const bonus of week.renewal.bonuses) expect(visibleText).not.toContain(bonus.title)
    expect(problems).toEqual([])
  })

  test("a visitor after the end never sees the offer, even before the app runs", async ({ page }) => {
    const csp = await watchCsp(page)
    // What the first paint shows: the static HTML and the inline head script, none of the app's code.
    await page.route(
      url => url.pathname.endsWith(".js"),
      route => route.abort(),
    )
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const visible = (selector: string) =>
          [...document.querySelectorAll(selector)].some(element => getComputedStyle(element).display !== "none")
        document.documentElement.dataset.atFirstPaint = JSON.stringify({
          state: document.documentElement.dataset.week,
          offerShown: visible('[data-week-only="open"]:not([data-week-only="open"] *)'),
        })
      })
    })
    await page.goto("/semana-cliente")
    const firstPaint = JSON.parse((await page.locator("html").getAttribute("data-at-first-paint")) ?? "{}") as unknown
    expect(firstPaint).toEqual({ state: "ended", offerShown: false })
    await expect(week.bannerRegion(page)).toContainText(week.renewal.labels.weekEnded)
    await expect(page.locator("html[data-page-hydrated]")).toHaveCount(0)
    expect(csp).toEqual([])
  })
})
