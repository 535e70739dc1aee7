import type { Page } from "@playwright/test"
import { figures, priceValue, site } from "../helpers/content"
import { figureText } from "../../src/content-model/figures/figures"
import { expect, test, type ExternalRequest } from "../helpers/fixtures"
import { checkoutLinksReady, jsonLd, pageHydrated, watchCsp } from "../helpers/page-checks"
import {
  AFTER_WEEK,
  banner,
  bannerRegion,
  bonuses,
  BUILT_STATE,
  buyButtons,
  DAY,
  DURING_WEEK,
  fill,
  MINUTE,
  offer,
  offerCard,
  renewal,
  setClock,
  shown,
  watchConsole,
  WEEK_STARTS,
} from "../helpers/week"

const discountBadge = fill(renewal.labels.discountBadge, { discount: offer.discount })

/**
 * The customer week ends in the visitor's browser, without a rebuild: the
 * browser clock is set before, after and across content's endsAt.
 */

/**
 * Follows one visible buy button to the checkout and returns its query. The
 * navigation was intercepted (the fixture's stub): it never left the machine.
 */
async function checkoutQuery(
  page: Page,
  external: ExternalRequest[],
  index: number,
  checkoutUrl: string,
): Promise<Record<string, string>> {
  await checkoutLinksReady(page)
  const button = buyButtons(page).nth(index)
  await button.scrollIntoViewIfNeeded()
  await Promise.all([page.waitForURL(url => url.href.startsWith(checkoutUrl)), button.click()])
  const url = new URL(page.url())
  expect(`${url.origin}${url.pathname}`).toBe(checkoutUrl)
  expect(external.some(request => request.resourceType === "document" && request.url === page.url())).toBe(true)
  return Object.fromEntries(url.searchParams)
}

/**
 * The buy buttons, before and after the end: both go to the checkout of the
 * moment with plano, preco, origem, the campaign (utm_*, src) and the variant
 * (variante, and in sck after the visitor's own).
 */
for (const { state, time, checkout, preco } of [
  { state: "two days before the end", time: DURING_WEEK, checkout: site.renewalCheckout, preco: offer.offerPrice },
  { state: "one hour after the end", time: AFTER_WEEK, checkout: site.renewalCheckoutFull, preco: offer.fullPrice },
]) {
  for (const [index, where] of ["pricing", "final call to action"].entries()) {
    test(`${state}, the ${where} button checks out at ${preco} on its checkout, with the campaign and the variant`, async ({
      page,
      external,
    }) => {
      await setClock(page, time)
      await page.goto("/semana-cliente?utm_source=newsletter&utm_campaign=semana-cliente&src=story&sck=anuncio-7")
      await expect(buyButtons(page)).toHaveCount(2)
      const query = await checkoutQuery(page, external, index, checkout)
      expect(query.variante).toMatch(/^[a-z0-9._-]+$/)
      expect(query).toEqual({
        plano: offer.planName,
        preco,
        origem: offer.origem,
        utm_source: "newsletter",
        utm_campaign: "semana-cliente",
        src: "story",
        sck: `anuncio-7_v-${query.variante}`,
        variante: query.variante,
      })
    })
  }
}

test("the structured data states the full price and the week's price with its dates, true at any moment", async ({
  page,
  request,
}) => {
  // Structured data is static: built before or during the week it states both offers with their dates,
  // so it stays true when the week starts and ends; built after the week, only the full price.
  const served = await (await request.get("/semana-cliente")).text()
  expect(/<html[^>]*\bdata-week="(\w+)"/.exec(served)?.[1]).toBe(BUILT_STATE)
  await page.goto("/semana-cliente")
  const course = (await jsonLd(page)).find(block => block["@type"] === "Course")
  const offers = course?.offers as Array<Record<string, unknown>>
  const full = expect.objectContaining({
    price: priceValue(offer.fullPrice),
    priceCurrency: "BRL",
    url: site.renewalCheckoutFull,
  })
  if (BUILT_STATE === "ended") {
    expect(offers).toEqual([full])
  } else {
    expect(offers).toEqual([
      full,
      expect.objectContaining({
        price: priceValue(offer.offerPrice),
        priceCurrency: "BRL",
        ...(offer.startsAt ? { validFrom: offer.startsAt } : {}),
        validThrough: offer.endsAt,
        priceValidUntil: offer.endsAt.slice(0, 10),
        url: site.renewalCheckout,
      }),
    ])
  }
  expect(offers[0]).not.toHaveProperty("priceValidUntil")
  expect(offers[0]).not.toHaveProperty("validThrough")
})

test.describe("two days before the end", () => {
  test.beforeEach(async ({ page }) => {
    await setClock(page, DURING_WEEK)
  })

  test("the offer shows: the discount, the offer price, the bonuses and a countdown that ticks", async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    await expect(shown(bannerRegion(page), banner.title)).toHaveCount(1)
    await expect(shown(bannerRegion(page), discountBadge)).toHaveCount(1)
    await expect(shown(offerCard(page), discountBadge)).toHaveCount(1)
    await expect(shown(offerCard(page), offer.offerPrice)).toHaveCount(1)
    await expect(offerCard(page).locator("s", { hasText: offer.fullPrice })).toBeVisible()
    await expect(bonuses(page).getByRole("listitem")).toHaveCount(renewal.bonuses.length)
    await expect(shown(page, renewal.labels.weekEnded)).toHaveCount(0)

    // "Termina em 2 dias", in the banner and by the price, with the days, hours and minutes.
    const words = fill(renewal.countdown.endsIn, { time: `2 ${renewal.countdown.days}` })
    const bannerClock = bannerRegion(page).locator("[data-countdown]")
    await expect(bannerClock.locator("[data-countdown-words]")).toHaveText(words)
    await expect(bannerClock).toContainText(`02${renewal.countdown.daysShort}`, { ignoreCase: true })
    const cardClock = offerCard(page).locator("[data-countdown]")
    await cardClock.scrollIntoViewIfNeeded()
    await expect(cardClock.locator("[data-countdown-words]")).toHaveText(words)

    // It ticks: 61 minutes later it reads one day, 22 hours and 59 minutes.
    await page.clock.runFor(61 * MINUTE)
    const later = fill(renewal.countdown.endsIn, {
      time: `1 ${renewal.countdown.day} ${renewal.countdown.and} 22 ${renewal.countdown.hours}`,
    })
    await expect(bannerClock.locator("[data-countdown-words]")).toHaveText(later)
    await expect(cardClock.locator("[data-countdown-words]")).toHaveText(later)
    await expect(cardClock).toContainText("01")
    await expect(cardClock).toContainText("22")
    await expect(cardClock).toContainText("59")
    expect(problems).toEqual([])
  })
})

// Content may set no start (the offer then runs until its end): this test exists only when it does.
const weekStarts = WEEK_STARTS
if (weekStarts !== undefined) {
  test("before the start, the page says when the week starts and promises nothing of it", async ({ page }) => {
    await setClock(page, weekStarts - 5 * DAY)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    const startsIn = renewal.countdown.startsIn.split("{time}")[0].trim()
    await expect(bannerRegion(page).locator("[data-countdown-words]")).toContainText(startsIn)
    await expect(shown(bannerRegion(page), banner.title)).toHaveCount(0)
    await expect(shown(bannerRegion(page), `${offer.discount} OFF`)).toHaveCount(0)
    const card = offerCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(shown(card, offer.fullPrice)).toHaveCount(1)
    await expect(shown(card, offer.offerPrice)).toHaveCount(0)
    // Nothing of "this week only" shows anywhere before the week.
    await expect(page.locator('[data-week-only="open"]').filter({ visible: true })).toHaveCount(0)
  })
}

test.describe("one hour after the end", () => {
  test.beforeEach(async ({ page }) => {
    await setClock(page, AFTER_WEEK)
  })

  test("the full price is back, the bonuses and the discount are gone, and the page says the week ended", async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    await expect(shown(bannerRegion(page), renewal.labels.weekEnded)).toHaveCount(1)
    await expect(shown(bannerRegion(page), banner.title)).toHaveCount(0)
    await expect(shown(bannerRegion(page), discountBadge)).toHaveCount(0)
    await expect(bannerRegion(page).locator("[data-countdown]")).toBeHidden()

    const card = offerCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(shown(card, offer.fullPrice)).toHaveCount(1)
    await expect(shown(card, offer.offerPrice)).toHaveCount(0)
    await expect(shown(card, discountBadge)).toHaveCount(0)
    await expect(shown(card, renewal.labels.regularPriceLabel)).toHaveCount(1)
    await expect(shown(card, offer.fullPaymentTerms)).toHaveCount(1)
    await expect(shown(card, offer.paymentTerms)).toHaveCount(0)
    await expect(card.locator("[data-countdown]")).toBeHidden()
    // No visible word of the offer is left on the page.
    await expect(bonuses(page)).toBeHidden()
    await expect(page.locator("#limited")).toBeHidden()
    const visibleText = await page.locator("body").innerText()
    expect(visibleText).not.toContain(offer.discount)
    expect(visibleText).not.toContain(figureText(figures.get("renewal.installments.value")!))
    for (const bonus of renewal.bonuses) expect(visibleText).not.toContain(bonus.title)
    expect(problems).toEqual([])
  })

  test("a visitor arriving after the end never sees the offer, even before any of the app's code runs", async ({
    page,
  }) => {
    const csp = await watchCsp(page)
    // What the first paint shows: the static HTML and the inline head script, none of the app's code.
    await page.route(
      url => url.pathname.endsWith(".js"),
      route => route.abort(),
    )
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const shown = (selector: string) =>
          [...document.querySelectorAll(selector)].some(element => getComputedStyle(element).display !== "none")
        document.documentElement.dataset.atFirstPaint = JSON.stringify({
          state: document.documentElement.dataset.week,
          offerShown: shown('[data-week-only="open"]:not([data-week-only="open"] *)'),
        })
      })
    })
    await page.goto("/semana-cliente")
    const firstPaint = JSON.parse((await page.locator("html").getAttribute("data-at-first-paint")) ?? "{}") as {
      state?: string
      offerShown?: boolean
    }
    expect(firstPaint).toEqual({ state: "ended", offerShown: false })
    await expect(bannerRegion(page)).toContainText(renewal.labels.weekEnded)
    await expect(page.locator("html[data-page-hydrated]")).toHaveCount(0)
    expect(csp).toEqual([])
  })
})
