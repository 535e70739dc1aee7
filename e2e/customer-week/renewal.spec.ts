import type { Page } from "@playwright/test"
import { content, figures, fill, copy as pageCopy, site } from "../helpers/content"
import { figureText } from "../../src/content-model/figures/figures"
import { expect, test } from "../helpers/fixtures"
import { waitForLateCode } from "../helpers/landing-helpers"
import {
  checkoutLinksReady,
  holdScriptsFromNow,
  instalmentsWithoutTotal,
  pageHydrated,
  wholeText,
} from "../helpers/page-checks"
import { DURING_WEEK, offer, setClock } from "../helpers/week"

const renewal = content("renewal")
const discountBadge = fill(renewal.labels.discountBadge, { discount: offer.discount })
const { renewalCheckout } = site
const banner = pageCopy("semana-cliente", "banner")
/** The banner is named for the week, whatever state it is in. */
const bannerName = banner.eyebrow ?? banner.title

// Every test here sees the page during the customer week (customer-week.spec.ts covers the rest).
test.beforeEach(async ({ page }) => {
  await setClock(page, DURING_WEEK)
})

/** The renewal page's sections, in the order a visitor meets them. */
const SECTION_ORDER = [
  "#hero-title",
  "#audience",
  "#stop",
  "#includes",
  "#pricing",
  "#testimonials",
  "#faq",
  "#guarantee",
  "#limited",
  "#final-cta",
]

test.describe("/semana-cliente", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/semana-cliente")
  })

  test("shows every section in order", async ({ page }) => {
    let previousTop = -1
    for (const selector of SECTION_ORDER) {
      const box = await page.locator(selector).boundingBox()
      expect(box, `${selector} is rendered`).not.toBeNull()
      expect(box!.y, `${selector} comes after the previous section`).toBeGreaterThan(previousTop)
      previousTop = box!.y
    }
    await expect(page.locator("h1")).toHaveText(pageCopy("semana-cliente", "hero").title)
    await expect(page.getByRole("region", { name: bannerName, exact: true })).toContainText(banner.title)
    await expect(page.getByRole("region", { name: bannerName, exact: true })).toContainText(offer.discount)
  })

  test("the hero has the video facade and no third-party player before a click", async ({ page, external }) => {
    const play = page.getByRole("link", { name: new RegExp(pageCopy("semana-cliente", "hero").videoTitle ?? "") })
    await expect(play).toBeVisible()
    // It plays in place once the hero's code has come (once the page is idle); until then it links to the player.
    await waitForLateCode(page, "hero")
    expect(external.filter(request => request.resourceType === "document" || request.url.includes("/embed/"))).toEqual(
      [],
    )
    await play.click()
    await expect(page.locator(`iframe[src*="${pageCopy("semana-cliente", "hero").videoId}"]`)).toBeAttached()
  })

  test("audience, stop and includes show their cards and the bonuses", async ({ page }) => {
    const audience = page.locator("#audience li")
    await expect(audience).toHaveCount(renewal.audiences.length)
    for (const card of renewal.audiences) await expect(page.locator("#audience")).toContainText(card.title)

    await expect(page.locator("#stop li")).toHaveCount(renewal.risks.length)
    for (const card of renewal.risks) await expect(page.locator("#stop")).toContainText(card.description)
    await expect(
      page.locator("#stop").getByRole("link", { name: pageCopy("semana-cliente", "stop").ctaLabel }),
    ).toHaveAttribute("href", "#pricing")

    const includes = page.locator("#includes")
    for (const item of renewal.includes) {
      await expect(includes.getByRole("listitem").filter({ hasText: item.name }).first()).toContainText(item.value)
    }
    const bonuses = page.getByRole("list", { name: renewal.labels.bonusesTitle })
    await expect(bonuses.getByRole("listitem")).toHaveCount(renewal.bonuses.length)
    for (const bonus of renewal.bonuses) await expect(bonuses).toContainText(bonus.title)
  })

  test("pricing lists the yearly prices, the struck-through totals and the offer", async ({ page }) => {
    const pricing = page.locator("#pricing")
    const items = content("renewalPriceItems").items
    const rows = page.getByRole("region", { name: renewal.labels.priceListTitle }).getByRole("listitem")
    await expect(rows).toHaveCount(items.length)
    for (const item of items) {
      await expect(rows.filter({ hasText: item.name })).toContainText(item.price)
    }
    // The yearly prices the offer is built on, one per row, whatever the writers call the items.
    const prices = (await rows.allTextContents()).map(text => /R\$ [\d.,]+/.exec(text)?.[0]).sort()
    expect(prices).toEqual(items.map(item => item.price).sort())

    await expect(pricing.locator("s", { hasText: offer.individualTotal })).toBeVisible()
    await expect(pricing.locator("s", { hasText: offer.fullPrice })).toBeVisible()
    const offerCard = pricing.getByTestId("renewal-offer")
    await expect(offerCard).toContainText(discountBadge)
    await expect(offerCard).toContainText(offer.offerPrice)
    // The instalments with their total and the upfront price (CDC art. 52), computed from the checkout's surcharge.
    await expect(offerCard.getByTestId("payment-terms")).toContainText(offer.paymentTerms)
    expect(offer.paymentTerms.replace(/\u00a0/g, " ")).toContain(figureText(figures.get("renewal.installments.total")!))
    await expect(offerCard.locator("[data-renewal-buy]:visible")).toHaveCount(1)
  })

  test("every instalment on the page states its total", async ({ page }) => {
    const { found, withoutTotal } = instalmentsWithoutTotal(await wholeText(page))
    expect(found).toBeGreaterThan(0)
    expect(withoutTotal).toEqual([])
  })

  test("testimonials show optimised images captioned with contract values", async ({ page }) => {
    const testimonials = page.locator("#testimonials figure")
    const entries = content("renewalTestimonials").testimonials
    await expect(testimonials).toHaveCount(entries.length)
    for (const testimonial of entries) {
      const figure = testimonials.filter({ has: page.getByAltText(testimonial.imageAlt) })
      await expect(figure.locator("[data-picture] picture")).toHaveCount(1)
      await expect(figure.locator("figcaption")).toContainText(testimonial.value)
      await expect(figure.locator("figcaption")).toContainText(testimonial.caption)
    }
  })

  test("guarantee, limited offer and final call to action", async ({ page }) => {
    await expect(page.locator("#guarantee")).toContainText(pageCopy("semana-cliente", "guarantee").title)
    await expect(page.locator("#guarantee")).toContainText(`${offer.guaranteeDays} dias`)
    const limited = page.locator("#limited")
    await expect(limited).toContainText(pageCopy("semana-cliente", "limited").title)
    await expect(limited).toContainText(offer.fullPrice)
    await expect(limited).toContainText(renewal.labels.afterOfferTitle)
    for (const change of renewal.afterOffer) await expect(limited).toContainText(change)
    await expect(page.locator("#final-cta [data-renewal-buy]:visible")).toHaveText(
      pageCopy("semana-cliente", "finalCta").ctaLabel ?? "",
    )
  })

  test("the FAQ shows the week's questions, which open and close from the keyboard", async ({ page }) => {
    // During the week: the questions for every state and those for the week's offer.
    const faq = content("faq").questions.filter(item => item.page === "semana-cliente" && item.weekOnly !== "closed")
    const items = page.locator("#faq details:visible")
    await expect(items).toHaveCount(faq.length)
    for (const [i, item] of faq.entries()) await expect(items.nth(i).locator("summary")).toContainText(item.question)

    // The last control before the questions is the pricing buy button; Tab on from it.
    await page.locator("#pricing [data-renewal-buy]:visible").focus()
    await page.keyboard.press("Tab")
    const first = items.nth(0)
    await expect(first.locator("summary")).toBeFocused()
    await expect(first.getByText(faq[0].answer)).toBeHidden()
    await page.keyboard.press("Enter")
    await expect(first).toHaveAttribute("open", "")
    await expect(first.getByText(faq[0].answer)).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(first).not.toHaveAttribute("open", "")

    await page.keyboard.press("Tab")
    const second = items.nth(1)
    await expect(second.locator("summary")).toBeFocused()
    await page.keyboard.press("Space")
    await expect(second.getByText(faq[1].answer)).toBeVisible()
    await page.keyboard.press("Space")
    await expect(second.getByText(faq[1].answer)).toBeHidden()
  })
})

/** #pricing's heading is on screen and below the sticky banner, not hidden behind it. */
async function expectPricingInView(page: Page) {
  const heading = page.locator("#pricing-title")
  await expect(heading).toBeInViewport()
  await expect
    .poll(async () => {
      const [bannerBottom, headingTop] = await Promise.all([
        page.getByRole("region", { name: bannerName, exact: true }).evaluate(el => el.getBoundingClientRect().bottom),
        heading.evaluate(el => el.getBoundingClientRect().top),
      ])
      return headingTop >= bannerBottom
    })
    .toBe(true)
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`scrolling to pricing at ${viewport.width}px`, () => {
    test.use({ viewport })

    test("the sticky banner stays on top and its height is reserved", async ({ page }) => {
      // Where the page content starts in the server-rendered HTML, before any script runs.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const main = document.querySelector("main")
          document.documentElement.dataset.mainTopAtFirstLayout = String(main?.getBoundingClientRect().top)
        })
      })
      await page.goto("/semana-cliente")
      const banner = page.getByRole("region", { name: bannerName, exact: true })
      await pageHydrated(page)

      const bannerBox = await banner.boundingBox()
      const mainBox = await page.locator("main").boundingBox()
      expect(bannerBox!.y).toBe(0)
      // The content starts below the banner, not behind it...
      expect(mainBox!.y).toBeGreaterThanOrEqual(bannerBox!.height - 0.5)
      // ...and stays where the first layout put it: nothing shifted when the page came alive.
      const firstTop = Number(await page.locator("html").getAttribute("data-main-top-at-first-layout"))
      expect(mainBox!.y).toBeCloseTo(firstTop, 0)

      await page.locator("#faq").scrollIntoViewIfNeeded()
      await expect(banner).toBeInViewport()
      expect((await banner.boundingBox())!.y).toBe(0)
    })

    for (const { name, selector } of [
      { name: "the hero button", selector: "#hero-title >> xpath=ancestor::section//a[@href='#pricing']" },
      { name: "the button after the risks", selector: "#stop a[href='#pricing']" },
      { name: "the banner button", selector: "[role=region] a[href='#pricing']" },
    ]) {
      test(`${name} brings the pricing into view`, async ({ page }) => {
        await page.goto("/semana-cliente")
        await expect(page.locator("#pricing-title")).not.toBeInViewport()
        const link = page.locator(selector)
        await expect(link).toHaveCount(1)
        if (selector.startsWith("#stop")) {
          await link.scrollIntoViewIfNeeded()
          await expect(page.locator("#pricing-title")).not.toBeInViewport()
        }
        await link.click()
        await expectPricingInView(page)
      })
    }
  })
}

// Where each buy button goes, during the week and after: customer-week.spec.ts.
test("a buy button pressed before its section's code arrives still carries the campaign", async ({ page }) => {
  await page.goto("/semana-cliente?utm_source=instagram&src=story&sck=anuncio-7")
  // The buy buttons' listener comes as the page mounts; from then on every script waits, so the
  // pricing section (its code fetched as it nears the viewport) stays static HTML.
  await checkoutLinksReady(page)
  const late = await holdScriptsFromNow(page)
  const button = page.locator("#pricing [data-renewal-buy]:visible")
  await button.scrollIntoViewIfNeeded()
  await expect(page.locator("#pricing")).not.toHaveAttribute("data-hydrated", "")
  await Promise.all([page.waitForURL(url => url.href.startsWith(renewalCheckout)), button.click()])
  expect(late.held.length).toBeGreaterThan(0)
  late.release()
  const checkout = Object.fromEntries(new URL(page.url()).searchParams)
  expect(checkout).toMatchObject({ src: "story", utm_source: "instagram", plano: offer.planName })
  expect(checkout.sck).toMatch(/^anuncio-7_v-[a-z0-9._-]+$/)
})
