import { brl, content, copy, fill, ui } from "../helpers/content"
import { expect, test } from "../helpers/fixtures"
import { gotoHydrated, SCROLL_BUTTONS } from "../helpers/landing-helpers"
import { instalmentOffers } from "../helpers/page-checks"

/** The home page shows what content/ holds: every figure and name is read from the files, none repeated here. */
const hero = copy("home", "hero")
const plans = content("plans").plans
const agents = content("agents").agents

test("the home page shows its content files and the offer's figures", async ({ page }) => {
  await page.goto("/")
  const main = page.locator("main")
  const section = page.locator("section", { has: page.locator("h1") })
  await expect(section.getByText(hero.badge ?? "", { exact: true })).toBeVisible()
  const rating = ui.home.rating
  await expect(section.getByRole("img", { name: fill(ui.home.ratingLabel, { rating }) })).toHaveText("★".repeat(rating))
  await expect(section.getByRole("link", { name: new RegExp(ui.video.playLabel) })).toBeVisible()
  await expect(section.getByRole("link", { name: hero.secondaryCtaLabel })).toHaveAttribute("href", "#methodology")
  expect(hero.bullets?.length).toBeGreaterThan(0)
  for (const bullet of hero.bullets ?? []) await expect(section.getByText(bullet, { exact: true })).toBeVisible()
  // The call-to-action buttons are links to their sections, and the anchors ads point at exist.
  for (const [label, href] of SCROLL_BUTTONS) {
    const links = page.getByRole("link", { name: label, exact: true })
    expect(await links.count(), label).toBeGreaterThan(0)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", href)
  }
  for (const anchor of ["demos", "pricing", "features", "methodology"])
    await expect(page.locator(`#${anchor}`)).toHaveCount(1)

  for (const phase of content("journey").phases) await expect(main).toContainText(phase.title)
  for (const item of content("portfolio").projects) await expect(main).toContainText(item.name)
  const pricing = page.locator("#pricing")
  for (const plan of plans) {
    await expect(pricing).toContainText(plan.name)
    await expect(pricing).toContainText(brl(plan.price))
    // Its instalments, their total and the upfront price, computed from the checkout's surcharge.
    await expect(pricing).toContainText(plan.paymentTerms)
    const excluded = pricing.getByRole("list", { name: `${ui.home.excludedLabel}: ${plan.name}` })
    for (const item of plan.excluded) await expect(excluded.locator("s", { hasText: item })).toBeVisible()
    if (plan.badge) await expect(pricing.getByText(plan.badge, { exact: true })).toBeVisible()
  }
  await expect(pricing.locator('[data-highlighted="true"] h3')).toHaveText(
    plans.filter(plan => plan.highlighted).map(plan => plan.name),
  )
  for (const { name, count } of content("toolPillars").templateCategories) {
    await expect(page.locator("#features")).toContainText(new RegExp(`${name}\\s*${count}\\b`))
  }
  for (const model of content("llmBonus").models) await expect(main).toContainText(model.name)
  const offer = content("offer")
  for (const figure of [offer.valueStackTotal, offer.saving, offer.courseValue, offer.llmBonusYearly].map(brl))
    await expect(main).toContainText(figure)
  await expect(main).toContainText(`${offer.discount}%`)
  // Every instalment on the page states its total (CDC art. 52).
  const { found, withoutTotal } = await instalmentOffers(page)
  expect(found).toBeGreaterThanOrEqual(plans.length)
  expect(withoutTotal).toEqual([])
})

test("the headline, the banner's box and the dark scheme are in the HTML", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""
  expect(
    h1
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  ).toBe(hero.title)
  expect(html).toMatch(/<html[^>]*color-scheme:\s*dark;\s*background:\s*#07070c/)
  if (ui.banner.endsAt) {
    expect(html).toContain(ui.banner.text)
    expect(html).toMatch(/<div[^>]*data-promo-banner=""/)
  }
})

test("the final call to action's two buttons and a phase's bring their section into view", async ({ page }) => {
  const finalCta = copy("home", "finalCta")
  await gotoHydrated(page)
  await page.getByRole("link", { name: finalCta.secondaryCtaLabel, exact: true }).click()
  await expect(page.locator("#demos h2")).toBeInViewport()
  await page.getByRole("link", { name: finalCta.ctaLabel, exact: true }).click()
  await expect(page.locator("#pricing h2")).toBeInViewport()
  // A phase's dialog: its call to action closes it and scrolls to pricing.
  const phase = content("journey").phases[4]
  await page.getByRole("button", { name: `${ui.home.phaseLabel} ${phase.number} ${phase.title}` }).click()
  await page.getByRole("dialog").getByRole("link", { name: ui.modal.phaseCtaLabel }).click()
  await expect(page.getByRole("dialog")).toBeHidden()
  await expect(page).toHaveURL(/#pricing$/)
  await expect(page.locator("#pricing h2")).toBeInViewport()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
})

const COLUMNS: Partial<Record<number, number>> = { 375: 1, 800: 2, 1280: 3 }

test("nothing scrolls sideways from 360 to 1440 px; the agent grid fits", async ({ page }) => {
  await gotoHydrated(page)
  for (const width of [360, 375, 768, 800, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
    const columns = COLUMNS[width]
    if (!columns) continue
    for (const group of ["basic", "advanced"]) {
      const grid = page.getByTestId(`agents-${group}`)
      // As a visitor sees it: an off-screen section skips layout until it nears the viewport.
      await grid.scrollIntoViewIfNeeded()
      const tops = await grid
        .locator(":scope > li")
        .evaluateAll(items => items.map(item => Math.round(item.getBoundingClientRect().top)))
      expect(tops, `agents-${group} at ${width} px`).toHaveLength(
        agents.filter(agent => agent.category === group).length,
      )
      expect(tops.filter(top => top === tops[0]).length, `agents-${group} at ${width} px`).toBe(
        Math.min(columns, tops.length),
      )
    }
  }
})
