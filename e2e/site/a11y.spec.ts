import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { promoWindow } from "../../src/features/promo/promo"
import { ui } from "../helpers/content"
import { banner, bannerCopy, preferences } from "../helpers/consent"
import { DURING_WEEK, HOUR } from "../helpers/week"
import { expectNoAxeViolations } from "../helpers/page-checks"

// axe-core finds no violation on any route (each dialog: where it is tested); Tab reaches every control, with a ring.
const ROUTES = ["/", "/obrigado", "/semana-cliente", "/nao-existe", "/politica-de-privacidade", "/termos-de-uso"]

/** Waits for fonts and every finite animation (banner, modal entrance) to end, so axe sees the settled page. */
async function settle(page: Page) {
  await page.waitForLoadState("load")
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document
      .getAnimations()
      .filter(animation => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map(animation => animation.finished.catch(() => null)))
  })
}

test.describe("a first visit, with the cookie banner open", () => {
  test.use({ consent: "none" })
  for (const route of ROUTES) {
    test(`axe finds no violation on ${route}`, async ({ page }) => {
      const widths = [375, 1280]
      await page.goto(route)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await settle(page)
        await expect(banner(page)).toBeVisible()
        await expectNoAxeViolations(page, `${route} at ${width} px`)
      }
      if (route !== "/") return
      // The cookie preferences: only they are new.
      await banner(page).getByRole("button", { name: bannerCopy.customize, exact: true }).click()
      await expect(preferences(page)).toBeVisible()
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await settle(page)
        await expectNoAxeViolations(page, `the cookie preferences at ${width} px`, "#cc-main")
      }
    })
  }
})

type Stop = { key: string; label: string; ring: boolean; visible: boolean }

/**
 * In the page: a control's label, and what a focus ring can be drawn with on it, its children (an icon) or nearest
 * ancestors (a card drawn with :has(:focus-visible)): a style present while focused, absent from its unfocused look.
 */
const RING_HELPERS = `
  window.label = element => "<" + element.tagName.toLowerCase() + "> " + (element.getAttribute("aria-label") ?? element.textContent).trim().replace(/\\s+/g, " ").slice(0, 60)
  window.drawn = element => [element, ...element.children, element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement].filter(Boolean)
  window.look = element => window.drawn(element).map(target => {
    const style = getComputedStyle(target)
    return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 ? style.outline : "") + "|" + style.boxShadow
  })
`
type RingWindow = {
  label: (element: Element) => string
  drawn: (element: Element) => Element[]
  look: (element: Element) => string[]
  unfocused: string[][]
}

/** Marks every control a keyboard user must reach, records how each looks unfocused; returns their labels. */
async function markControls(page: Page): Promise<string[]> {
  await page.evaluate(RING_HELPERS)
  return page.evaluate(() => {
    const ring = window as unknown as RingWindow
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]'
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      element =>
        !element.closest("dialog:not([open]), [inert], [aria-hidden='true']") &&
        !(element as HTMLButtonElement).disabled &&
        element.tabIndex >= 0 &&
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    )
    ring.unfocused = controls.map(element => ring.look(element))
    controls.forEach((element, index) => (element.dataset.a11yKey = String(index)))
    return controls.map(element => ring.label(element))
  })
}

/** The focused control: whether it shows a ring once its focus transitions (never endless ones) have ended. */
const focusStop = (page: Page) =>
  page.evaluate(async (): Promise<Stop | null> => {
    const ring = window as unknown as RingWindow
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const animations = [
      ...element.getAnimations({ subtree: true }),
      ...ring.drawn(element).flatMap(e => e.getAnimations()),
    ]
    const finite = animations.filter(animation => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map(animation => animation.finished.catch(() => null)))
    const key = element.dataset.a11yKey ?? `unmarked ${ring.label(element)}`
    const before = ring.unfocused[Number(element.dataset.a11yKey)] ?? []
    const changed = ring.look(element).some((now, index) => {
      const [[outline, shadow], [outline0, shadow0]] = [now, before[index] ?? "|"].map(look => look.split("|"))
      return (outline !== "" && outline !== outline0) || (shadow !== "none" && shadow !== shadow0)
    })
    const { width, height } = element.getBoundingClientRect()
    const visible = width > 0 && height > 0
    return { key, label: ring.label(element), ring: element.matches(":focus-visible") && changed, visible }
  })

for (const route of ["/", "/semana-cliente", "/obrigado", "/politica-de-privacidade"]) {
  test(`Tab reaches every control of ${route}, each with a visible focus ring`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(route)
    await settle(page)
    const controls = await markControls(page)
    expect(controls.length).toBeGreaterThan(0)
    const reached = new Map<string, Stop>()
    // Slack for the browser's own stops and for controls disabled until their section's code came.
    const unreached = () => controls.filter((_, key) => !reached.has(String(key)))
    for (let press = 0; press < controls.length * 2 + 15 && unreached().length > 0; press++) {
      await page.keyboard.press("Tab")
      const stop = await focusStop(page)
      if (stop && !reached.has(stop.key)) reached.set(stop.key, stop)
    }
    const labels = (failed: (stop: Stop) => boolean) => [...reached.values()].filter(failed).map(stop => stop.label)
    expect(unreached(), "never reached").toEqual([])
    expect(
      labels(stop => !stop.ring),
      "without a visible focus ring",
    ).toEqual([])
    expect(
      labels(stop => !stop.visible),
      "focused, yet not seen",
    ).toEqual([])
  })
}

// High-contrast modes drop background gradients and keep a colour's opacity: a bar on top must still hide the page.
const promo = promoWindow(ui.banner)
const BARS = [
  ...(promo ? [{ route: "/", at: promo.endsAt - 6 * HOUR }] : []),
  { route: "/semana-cliente", at: DURING_WEEK },
]
for (const { route, at } of BARS) {
  test(`in a high-contrast mode the bar on top of ${route} stays opaque`, async ({ page }) => {
    await page.clock.install({ time: at })
    await page.emulateMedia({ forcedColors: "active" })
    await page.goto(route)
    await settle(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    const bars = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter(element => {
          const { position } = getComputedStyle(element)
          const rect = element.getBoundingClientRect()
          return (position === "sticky" || position === "fixed") && rect.top <= 0 && rect.width >= innerWidth * 0.9
        })
        .map(element => `<${element.tagName}> ${getComputedStyle(element).backgroundColor}`),
    )
    expect(bars.length, `a bar stuck to the top of ${route}`).toBeGreaterThan(0)
    // rgb() is opaque; a see-through colour would be rgba().
    for (const bar of bars) expect(bar).toMatch(/> rgb\(/)
  })
}
