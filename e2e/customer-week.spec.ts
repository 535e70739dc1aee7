import type { Page } from "@playwright/test"
import { content, copy as pageCopy, site } from "./content"
import { expect, test, type ExternalRequest } from "./fixtures"
import { gotoWithPausedClock } from "./landing-helpers"
import {
  checkoutLinksReady,
  describeShifts,
  jsonLd,
  layoutShifts,
  observeLayoutShifts,
  pageHydrated,
  watchCsp,
} from "./page-checks"
import { AFTER_WEEK, BUILT_STATE, DURING_WEEK, HOUR, MINUTE, offer, SECOND, setClock, WEEK_ENDS } from "./week"

/**
 * The customer week ends in the visitor's browser, without a rebuild: the
 * browser clock is set before, after and across content's endsAt.
 */
const renewal = content("renewal")
const banner = pageCopy("semana-cliente", "banner")
const bannerRegion = (page: Page) => page.getByRole("region", { name: banner.eyebrow ?? banner.title, exact: true })
const offerCard = (page: Page) => page.getByTestId("renewal-offer")
const buyButtons = (page: Page) => page.locator("[data-renewal-buy]:visible")
const bonuses = (page: Page) => page.getByRole("list", { name: /bônus/i })
/** The visible ones among the elements whose whole text is `text`. */
const shown = (scope: Page | ReturnType<Page["locator"]>, text: string) =>
  scope.getByText(text, { exact: true }).filter({ visible: true })
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

/** React or the browser complaining while the page loads (hydration mismatches are console errors). */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on("console", message => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text())
  })
  page.on("pageerror", error => problems.push(error.message))
  return problems
}

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
        origem: "semana-cliente",
        utm_source: "newsletter",
        utm_campaign: "semana-cliente",
        src: "story",
        sck: `anuncio-7_v-${query.variante}`,
        variante: query.variante,
      })
    })
  }
}

test("the structured data holds the offer in the state the site was built in", async ({ page, request }) => {
  // Structured data is static: it holds what was true when public/ was built (see BUILT_STATE).
  const served = await (await request.get("/semana-cliente")).text()
  expect(/<html[^>]*\bdata-week="(\w+)"/.exec(served)?.[1]).toBe(BUILT_STATE)
  await page.goto("/semana-cliente")
  const course = (await jsonLd(page)).find(block => block["@type"] === "Course")
  const offers = course?.offers as Array<Record<string, unknown>>
  if (BUILT_STATE === "open") {
    expect(offers).toEqual([
      expect.objectContaining({
        price: 1497,
        priceCurrency: "BRL",
        priceValidUntil: offer.endsAt.slice(0, 10),
        url: site.renewalCheckout,
      }),
    ])
  } else {
    expect(offers).toEqual([expect.objectContaining({ price: 2497, url: site.renewalCheckoutFull })])
    expect(offers[0]).not.toHaveProperty("priceValidUntil")
  }
})

test.describe("two days before the end", () => {
  test.beforeEach(async ({ page }) => {
    await setClock(page, DURING_WEEK)
  })

  test("the offer shows: 40% off, R$ 1.497, the three bonuses and a countdown that ticks", async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    await expect(shown(bannerRegion(page), banner.title)).toHaveCount(1)
    await expect(shown(bannerRegion(page), `${offer.discount} OFF`)).toHaveCount(1)
    await expect(shown(offerCard(page), `${offer.discount} OFF`)).toHaveCount(1)
    await expect(shown(offerCard(page), offer.offerPrice)).toHaveCount(1)
    await expect(offerCard(page).locator("s", { hasText: offer.fullPrice })).toBeVisible()
    await expect(bonuses(page).getByRole("listitem")).toHaveCount(3)
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

test.describe("one hour after the end", () => {
  test.beforeEach(async ({ page }) => {
    await setClock(page, AFTER_WEEK)
  })

  test("the full price is back, the bonuses and the 40% banner are gone, and the page says the week ended", async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    await expect(shown(bannerRegion(page), renewal.labels.weekEnded)).toHaveCount(1)
    await expect(shown(bannerRegion(page), banner.title)).toHaveCount(0)
    await expect(shown(bannerRegion(page), `${offer.discount} OFF`)).toHaveCount(0)
    await expect(bannerRegion(page).locator("[data-countdown]")).toBeHidden()

    const card = offerCard(page)
    await card.scrollIntoViewIfNeeded()
    await expect(shown(card, offer.fullPrice)).toHaveCount(1)
    await expect(shown(card, offer.offerPrice)).toHaveCount(0)
    await expect(shown(card, `${offer.discount} OFF`)).toHaveCount(0)
    await expect(shown(card, renewal.labels.regularPriceLabel)).toHaveCount(1)
    await expect(
      shown(
        card,
        fill(renewal.labels.installments, { count: offer.fullInstallmentCount, price: offer.fullInstallmentPrice }),
      ),
    ).toHaveCount(1)
    await expect(card.locator("[data-countdown]")).toBeHidden()
    // No visible word of the offer is left on the page.
    await expect(bonuses(page)).toBeHidden()
    await expect(page.locator("#limited")).toBeHidden()
    const visibleText = await page.locator("body").innerText()
    expect(visibleText).not.toContain(offer.discount)
    expect(visibleText).not.toContain(offer.installmentPrice)
    for (const bonus of renewal.bonuses) expect(visibleText).not.toContain(bonus.title)
    expect(problems).toEqual([])
  })

  test("a visitor arriving after the end never sees the offer, even before any of the app's code runs", async ({
    page,
  }) => {
    const csp = await watchCsp(page)
    // What the first paint shows: the static HTML and the inline head script, none of the app's code.
    await page.route(/\/[^/]+\.js$/, route => route.abort())
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

test("six seconds before the end, a page left open switches by itself within a second", async ({ page }) => {
  const problems = watchConsole(page)
  // A clock that stands still, so the test decides when time passes (stepped until the page has hydrated).
  await gotoWithPausedClock(page, new Date(WEEK_ENDS - 6 * SECOND), {
    url: "/semana-cliente",
    ready: "html[data-page-hydrated]",
  })
  const now = await page.evaluate(() => Date.now())
  expect(WEEK_ENDS - now).toBeGreaterThan(4 * SECOND)
  await expect(bannerRegion(page).locator("[data-countdown-words]")).toHaveText(
    fill(renewal.countdown.endsIn, { time: `1 ${renewal.countdown.minute}` }),
  )
  await expect(buyButtons(page).first()).toHaveAttribute("href", new RegExp(`^${site.renewalCheckout}`))

  // One millisecond before the end the offer is still on; at the end, nobody touching anything, it is over.
  await page.clock.runFor(WEEK_ENDS - now - 1)
  await expect(page.locator("html")).toHaveAttribute("data-week", "open")
  await expect(shown(bannerRegion(page), banner.title)).toHaveCount(1)
  await page.clock.runFor(1)
  await expect(page.locator("html")).toHaveAttribute("data-week", "ended")
  await expect(shown(bannerRegion(page), renewal.labels.weekEnded)).toHaveCount(1)
  await expect(shown(offerCard(page), offer.fullPrice)).toHaveCount(1)
  await expect(bonuses(page)).toBeHidden()
  await expect(buyButtons(page).first()).toHaveAttribute("href", new RegExp(`^${site.renewalCheckoutFull}`))
  expect(problems).toEqual([])
})

test.describe("a visitor in another time zone sees the same deadline", () => {
  test.describe("Lisbon (summer time in Europe, none in Brazil)", () => {
    test.use({ timezoneId: "Europe/Lisbon" })
    test("one minute before the end the offer still runs, at the end it is over", async ({ page }) => {
      await setClock(page, WEEK_ENDS - MINUTE)
      await page.goto("/semana-cliente")
      await pageHydrated(page)
      await expect(bannerRegion(page).locator("[data-countdown-words]")).toHaveText(
        fill(renewal.countdown.endsIn, { time: `1 ${renewal.countdown.minute}` }),
      )
      await page.clock.runFor(MINUTE)
      await expect(bannerRegion(page)).toContainText(renewal.labels.weekEnded)
    })
  })

  test.describe("Manaus (one hour behind Brasília)", () => {
    test.use({ timezoneId: "America/Manaus" })
    test("at 23:30 local time, half an hour after Brasília's midnight, the offer is over", async ({ page }) => {
      // 23:30 in Manaus is 00:30 in Brasília: the offer ended half an hour ago.
      await setClock(page, WEEK_ENDS + 31 * MINUTE)
      await page.goto("/semana-cliente")
      expect(await page.evaluate(() => new Date().getHours())).toBe(23)
      await expect(bannerRegion(page)).toContainText(renewal.labels.weekEnded)
    })
  })
})

for (const [state, time] of [
  ["during the week", DURING_WEEK],
  ["after the week", AFTER_WEEK],
] as const) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`${state} at ${viewport.width} px nothing shifts, not even as the countdown ticks`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await setClock(page, time)
      await observeLayoutShifts(page)
      const shifts = () => layoutShifts(page)
      await page.goto("/semana-cliente")
      await pageHydrated(page)
      await page.evaluate(() => document.fonts.ready)
      // Loading: within the site's budget (docs/performance.md, "Budgets").
      const atLoad = await shifts()
      expect(
        atLoad.reduce((sum, shift) => sum + shift.value, 0),
        describeShifts(atLoad),
      ).toBeLessThanOrEqual(0.01)
      // Ticking: ten minutes one by one, then two hours, in the banner and by the price: not a single shift.
      await page.getByTestId("renewal-offer").scrollIntoViewIfNeeded()
      await expect(page.locator("#pricing")).toHaveAttribute("data-hydrated", "")
      const before = (await shifts()).length
      for (let minute = 0; minute < 10; minute++) await page.clock.runFor(MINUTE)
      await page.clock.runFor(2 * HOUR)
      const ticking = (await shifts()).slice(before)
      expect(ticking, describeShifts(ticking)).toEqual([])
    })
  }
}

test("the words follow the time left, in hours and minutes on the last day", async ({ page }) => {
  const words = (time: string) => fill(renewal.countdown.endsIn, { time })
  const { hour, hours, minute, minutes, and } = renewal.countdown
  await setClock(page, WEEK_ENDS - (3 * HOUR + 12 * MINUTE))
  await page.goto("/semana-cliente")
  await pageHydrated(page)
  const reading = bannerRegion(page).locator("[data-countdown-words]")
  await expect(reading).toHaveText(words(`3 ${hours} ${and} 12 ${minutes}`))
  await page.clock.runFor(2 * HOUR + 11 * MINUTE)
  await expect(reading).toHaveText(words(`1 ${hour} ${and} 1 ${minute}`))
  await page.clock.runFor(MINUTE)
  await expect(reading).toHaveText(words(`1 ${hour}`))
  await page.clock.runFor(59 * MINUTE + 30 * SECOND)
  await expect(reading).toHaveText(words(`1 ${minute}`))
})
