import { brl, content, figures, fill, copy, site } from "../helpers/content"
import { figureText, figureValue } from "../../src/content-model/figures/figures"
import { expect, test } from "../helpers/fixtures"
import { waitForLateCode } from "../helpers/landing-helpers"
import { checkoutLinksReady, holdScripts, instalmentOffers, pageHydrated } from "../helpers/page-checks"
import * as week from "../helpers/week"

// During the customer week (customer-week.spec.ts: before, across and after it).
test.beforeEach(({ page }) => week.setClock(page, week.DURING_WEEK))

const discountBadge = fill(week.renewal.labels.discountBadge, { discount: `${week.offer.discount}%` })
const SECTION_ORDER = "#hero-title #audience #stop #includes #pricing #testimonials #faq #guarantee #limited #final-cta"

test("every section in order with its content, the offer, and a countdown that ticks", async ({ page, external }) => {
  const problems = week.watchConsole(page)
  await page.goto("/semana-cliente")
  await pageHydrated(page)
  let previousTop = -1
  for (const selector of SECTION_ORDER.split(" ")) {
    const top = (await page.locator(selector).boundingBox())?.y ?? -1
    expect(top, `${selector} comes after the previous section`).toBeGreaterThan(previousTop)
    previousTop = top
  }
  await expect(page.locator("h1")).toHaveText(copy("semana-cliente", "hero").title)
  await expect(week.shown(week.bannerRegion(page), week.banner.title)).toHaveCount(1)
  await expect(week.shown(week.bannerRegion(page), discountBadge)).toHaveCount(1)
  await expect(week.shown(page, week.renewal.labels.weekEnded)).toHaveCount(0)

  await expect(page.locator("#audience li")).toHaveCount(week.renewal.audiences.length)
  for (const card of week.renewal.audiences) await expect(page.locator("#audience")).toContainText(card.title)
  await expect(page.locator("#stop li")).toHaveCount(week.renewal.risks.length)
  for (const card of week.renewal.risks) await expect(page.locator("#stop")).toContainText(card.description)
  const stopLink = page.locator("#stop").getByRole("link", { name: copy("semana-cliente", "stop").ctaLabel })
  await expect(stopLink).toHaveAttribute("href", "#pricing")
  for (const item of week.renewal.includes) {
    const row = page.locator("#includes").getByRole("listitem").filter({ hasText: item.name })
    const price = item.price ?? figureValue(figures, `valueStack.${String(item.item)}.price`)
    await expect(row.first()).toContainText(`${brl(price)}${item.per ? `/${item.per}` : ""}`)
  }
  await expect(week.bonuses(page).getByRole("listitem")).toHaveCount(week.renewal.bonuses.length)
  for (const bonus of week.renewal.bonuses) await expect(week.bonuses(page)).toContainText(bonus.title)

  // The yearly prices the offer is built on, one per row, whatever the writers call the items.
  const items = content("valueStack").items
  const rows = page.getByRole("region", { name: week.renewal.labels.priceListTitle }).getByRole("listitem")
  await expect(rows).toHaveCount(items.length)
  for (const item of items) await expect(rows.filter({ hasText: item.name })).toContainText(brl(item.price))
  await expect(page.locator("#pricing s", { hasText: brl(week.offer.individualTotal) })).toBeVisible()
  const card = week.offerCard(page)
  await expect(card.locator("s", { hasText: brl(week.offer.fullPrice) })).toBeVisible()
  await expect(week.shown(card, discountBadge)).toHaveCount(1)
  await expect(week.shown(card, brl(week.offer.offerPrice))).toHaveCount(1)
  // The instalments with their total and the upfront price (CDC art. 52), computed from the checkout's surcharge.
  await expect(card.getByTestId("payment-terms")).toContainText(week.offer.paymentTerms)
  expect(week.offer.paymentTerms.replace(/\u00a0/g, " ")).toContain(
    figureText(figures.get("renewal.installments.total")!),
  )
  await expect(card.locator("[data-renewal-buy]:visible")).toHaveCount(1)
  const { found, withoutTotal } = await instalmentOffers(page)
  expect(found).toBeGreaterThan(0)
  expect(withoutTotal).toEqual([])

  const testimonials = page.locator("#testimonials figure")
  const entries = content("renewalTestimonials").testimonials
  await expect(testimonials).toHaveCount(entries.length)
  for (const testimonial of entries) {
    const figure = testimonials.filter({ has: page.getByAltText(testimonial.imageAlt) })
    await expect(figure.locator("[data-picture] picture")).toHaveCount(1)
    await expect(figure.locator("figcaption")).toContainText(brl(testimonial.value))
    await expect(figure.locator("figcaption")).toContainText(testimonial.caption)
  }
  await expect(page.locator("#guarantee")).toContainText(copy("semana-cliente", "guarantee").title)
  await expect(page.locator("#guarantee")).toContainText(`${week.offer.guaranteeDays} dias`)
  const limited = page.locator("#limited")
  for (const text of [
    copy("semana-cliente", "limited").title,
    brl(week.offer.fullPrice),
    week.renewal.labels.afterOfferTitle,
  ])
    await expect(limited).toContainText(text)
  for (const change of week.renewal.afterOffer) await expect(limited).toContainText(change)
  const finalCta = page.locator("#final-cta [data-renewal-buy]:visible")
  await expect(finalCta).toHaveText(copy("semana-cliente", "finalCta").ctaLabel ?? "")

  // "Termina em 2 dias", in the banner (with its days, hours and minutes) and by the price; 61 minutes later, less.
  const words = fill(week.renewal.countdown.endsIn, { time: `2 ${week.renewal.countdown.days}` })
  const bannerClock = week.bannerRegion(page).locator("[data-countdown]")
  const cardClock = card.locator("[data-countdown]")
  await cardClock.scrollIntoViewIfNeeded()
  for (const clock of [bannerClock, cardClock]) await expect(clock.locator("[data-countdown-words]")).toHaveText(words)
  await expect(bannerClock).toContainText(`02${week.renewal.countdown.daysShort}`, { ignoreCase: true })
  await page.clock.runFor(61 * week.MINUTE)
  const { day, and, hours } = week.renewal.countdown
  const later = fill(week.renewal.countdown.endsIn, { time: `1 ${day} ${and} 22 ${hours}` })
  for (const clock of [bannerClock, cardClock]) await expect(clock.locator("[data-countdown-words]")).toHaveText(later)
  for (const part of ["01", "22", "59"]) await expect(cardClock).toContainText(part)

  expect(problems).toEqual([])

  // The hero's video: a facade, no third-party player before a click; in place once the hero's code has come.
  const hero = copy("semana-cliente", "hero")
  await waitForLateCode(page, "hero")
  expect(external.filter(request => request.resourceType === "document" || request.url.includes("/embed/"))).toEqual([])
  await page.getByRole("link", { name: new RegExp(hero.videoTitle ?? "") }).click()
  await expect(page.locator(`iframe[src*="${hero.videoId}"]`)).toBeAttached()
})

test("the FAQ shows the week's questions, which open and close from the keyboard", async ({ page }) => {
  await page.goto("/semana-cliente")
  const faq = content("faq").questions.filter(item => item.page === "semana-cliente" && item.weekOnly !== "closed")
  const items = page.locator("#faq details:visible")
  await expect(items).toHaveCount(faq.length)
  for (const [i, item] of faq.entries()) await expect(items.nth(i).locator("summary")).toContainText(item.question)
  // The last control before the questions is the pricing buy button; Tab on from it.
  await page.locator("#pricing [data-renewal-buy]:visible").focus()
  for (const [i, key] of ["Enter", "Space"].entries()) {
    await page.keyboard.press("Tab")
    await expect(items.nth(i).locator("summary")).toBeFocused()
    await expect(items.nth(i).getByText(faq[i].answer)).toBeHidden()
    await page.keyboard.press(key)
    await expect(items.nth(i).getByText(faq[i].answer)).toBeVisible()
    await page.keyboard.press(key)
    await expect(items.nth(i).getByText(faq[i].answer)).toBeHidden()
  }
})

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the links to pricing scroll it below the banner`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // Where the page content starts in the server-rendered HTML, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const top = document.querySelector("main")?.getBoundingClientRect().top
        document.documentElement.dataset.mainTopAtFirstLayout = String(top)
      })
    })
    await page.goto("/semana-cliente")
    await pageHydrated(page)
    const bannerBox = (await week.bannerRegion(page).boundingBox())!
    const mainTop = (await page.locator("main").boundingBox())!.y
    expect(bannerBox.y).toBe(0)
    // The content starts below the banner, not behind it, where the first layout put it: nothing shifted.
    expect(mainTop).toBeGreaterThanOrEqual(bannerBox.height - 0.5)
    const firstTop = Number(await page.locator("html").getAttribute("data-main-top-at-first-layout"))
    expect(mainTop).toBeCloseTo(firstTop, 0)
    await page.locator("#faq").scrollIntoViewIfNeeded()
    expect((await week.bannerRegion(page).boundingBox())!.y).toBe(0)

    for (const selector of [
      "#hero a[href='#pricing']",
      "[role=region] a[href='#pricing']",
      "#stop a[href='#pricing']",
    ]) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
      const link = page.locator(selector)
      await expect(link).toHaveCount(1)
      await link.scrollIntoViewIfNeeded()
      await expect(page.locator("#pricing-title")).not.toBeInViewport()
      await link.click()
      // On screen, below the sticky banner, not behind it.
      const heading = page.locator("#pricing-title")
      await expect(heading).toBeInViewport()
      const bottom = () => week.bannerRegion(page).evaluate(element => element.getBoundingClientRect().bottom)
      await expect.poll(async () => (await heading.boundingBox())!.y >= (await bottom())).toBe(true)
    }
  })
}

test("a buy button pressed before its section's code arrives still carries the campaign", async ({ page }) => {
  await page.goto("/semana-cliente?utm_source=instagram&src=story&sck=anuncio-7")
  // The buy buttons' listener comes as the page mounts; from then on every script waits, so the
  // pricing section (its code fetched as it nears the viewport) stays static HTML.
  await checkoutLinksReady(page)
  const late = await holdScripts(page)
  const button = page.locator("#pricing [data-renewal-buy]:visible")
  await button.scrollIntoViewIfNeeded()
  await expect(page.locator("#pricing")).not.toHaveAttribute("data-hydrated", "")
  await Promise.all([page.waitForURL(url => url.href.startsWith(site.renewalCheckout)), button.click()])
  expect(late.held.length).toBeGreaterThan(0)
  const checkout = Object.fromEntries(new URL(page.url()).searchParams)
  expect(checkout).toMatchObject({ src: "story", utm_source: "instagram", plano: week.offer.planName })
  expect(checkout.sck).toMatch(/^anuncio-7_v-[a-z0-9._-]+$/)
})
