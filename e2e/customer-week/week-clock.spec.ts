import { site } from "../helpers/content"
import { gotoWithPausedClock } from "../helpers/landing-helpers"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"
import {
  banner,
  bannerRegion,
  bonuses,
  buyButtons,
  fill,
  HOUR,
  MINUTE,
  offer,
  offerCard,
  renewal,
  SECOND,
  setClock,
  shown,
  watchConsole,
  WEEK_ENDS,
} from "../helpers/week"

/**
 * The customer week's clock as a visitor lives it: a page left open switches at
 * the end by itself, the deadline is the same in every time zone, and the countdown's
 * words follow the time left (nothing shifts as it ticks: site/stability.spec.ts).
 */

test("six seconds before the end, a page left open switches by itself within a second", async ({ page }) => {
  const problems = watchConsole(page)
  // A clock that stands still, so the test decides when time passes (stepped until the banner's code,
  // which comes once the page is idle, and the buy buttons' listener are in).
  await gotoWithPausedClock(page, new Date(WEEK_ENDS - 6 * SECOND), {
    url: "/semana-cliente",
    ready: 'html[data-checkout-links="ready"] #banner-da-semana[data-hydrated]',
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
