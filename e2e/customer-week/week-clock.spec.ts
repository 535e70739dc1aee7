import { brl, site } from "../helpers/content"
import { gotoWithPausedClock } from "../helpers/landing-helpers"
import { expect, test } from "../helpers/fixtures"
import { pageHydrated } from "../helpers/page-checks"
import * as week from "../helpers/week"

test("six seconds before the end, a page left open switches by itself within a second", async ({ page }) => {
  const problems = week.watchConsole(page)
  // A clock standing still, stepped until the banner's code and the buy buttons' listener are in.
  await gotoWithPausedClock(page, new Date(week.WEEK_ENDS - 6 * week.SECOND), {
    url: "/semana-cliente",
    ready: 'html[data-checkout-links="ready"] #banner-da-semana[data-hydrated]',
  })
  const now = await page.evaluate(() => Date.now())
  expect(week.WEEK_ENDS - now).toBeGreaterThan(4 * week.SECOND)
  await expect(week.bannerRegion(page).locator("[data-countdown-words]")).toHaveText(
    week.fill(week.renewal.countdown.endsIn, { time: `1 ${week.renewal.countdown.minute}` }),
  )
  await expect(week.buyButtons(page).first()).toHaveAttribute("href", new RegExp(`^${site.renewalCheckout}`))

  // One millisecond before the end the offer is still on; at the end, nobody touching anything, it is over.
  await page.clock.runFor(week.WEEK_ENDS - now - 1)
  await expect(page.locator("html")).toHaveAttribute("data-week", "open")
  await expect(week.shown(week.bannerRegion(page), week.banner.title)).toHaveCount(1)
  await page.clock.runFor(1)
  await expect(page.locator("html")).toHaveAttribute("data-week", "ended")
  await expect(week.shown(week.bannerRegion(page), week.renewal.labels.weekEnded)).toHaveCount(1)
  await expect(week.shown(week.offerCard(page), brl(week.offer.fullPrice))).toHaveCount(1)
  await expect(week.bonuses(page)).toBeHidden()
  await expect(week.buyButtons(page).first()).toHaveAttribute("href", new RegExp(`^${site.renewalCheckoutFull}`))
  expect(problems).toEqual([])
})

test.describe("a visitor in another time zone sees the same deadline", () => {
  test.describe("Lisbon (summer time in Europe, none in Brazil)", () => {
    test.use({ timezoneId: "Europe/Lisbon" })
    test("one minute before the end the offer still runs, at the end it is over", async ({ page }) => {
      await week.setClock(page, week.WEEK_ENDS - week.MINUTE)
      await page.goto("/semana-cliente")
      await pageHydrated(page)
      await expect(week.bannerRegion(page).locator("[data-countdown-words]")).toHaveText(
        week.fill(week.renewal.countdown.endsIn, { time: `1 ${week.renewal.countdown.minute}` }),
      )
      await page.clock.runFor(week.MINUTE)
      await expect(week.bannerRegion(page)).toContainText(week.renewal.labels.weekEnded)
    })
  })

  test.describe("Manaus (one hour behind Brasília)", () => {
    test.use({ timezoneId: "America/Manaus" })
    test("at 23:30 local time, half an hour after Brasília's midnight, the offer is over", async ({ page }) => {
      await week.setClock(page, week.WEEK_ENDS + 31 * week.MINUTE)
      await page.goto("/semana-cliente")
      expect(await page.evaluate(() => new Date().getHours())).toBe(23)
      await expect(week.bannerRegion(page)).toContainText(week.renewal.labels.weekEnded)
    })
  })
})

test("the words follow the time left, in hours and minutes on the last day", async ({ page }) => {
  const words = (time: string) => week.fill(week.renewal.countdown.endsIn, { time })
  const { hour, hours, minute, minutes, and } = week.renewal.countdown
  await week.setClock(page, week.WEEK_ENDS - (3 * week.HOUR + 12 * week.MINUTE))
  await page.goto("/semana-cliente")
  await pageHydrated(page)
  const reading = week.bannerRegion(page).locator("[data-countdown-words]")
  await expect(reading).toHaveText(words(`3 ${hours} ${and} 12 ${minutes}`))
  await page.clock.runFor(2 * week.HOUR + 11 * week.MINUTE)
  await expect(reading).toHaveText(words(`1 ${hour} ${and} 1 ${minute}`))
  await page.clock.runFor(week.MINUTE)
  await expect(reading).toHaveText(words(`1 ${hour}`))
  await page.clock.runFor(59 * week.MINUTE + 30 * week.SECOND)
  await expect(reading).toHaveText(words(`1 ${minute}`))
})
