import type { Page } from "@playwright/test"
import { expect, test } from "../helpers/fixtures"
import { promoWindow } from "../../src/features/promo/promo"
import { ui } from "../helpers/content"
import { bannerCopy, consentBanner, preferencesDialog } from "../helpers/consent-helpers"
import { DURING_WEEK, HOUR } from "../helpers/week"
import { expectNoAxeViolations } from "../helpers/page-checks"

/**
 * Accessibility: axe-core finds no violation on any route (each dialog: where its feature is tested),
 * and a keyboard alone reaches every control, with a visible focus ring.
 */

const ROUTES = [
  "/",
  "/obrigado",
  "/semana-cliente",
  "/pagina-que-nao-existe",
  "/politica-de-privacidade",
  "/termos-de-uso",
]

/** Waits for fonts and for every finite animation (banner, modal entrance) to end, so axe sees the settled page. */
async function settle(page: Page) {
  await page.waitForLoadState("load")
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document
      .getAnimations()
      .filter(animation => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
    await Promise.all(finite.map(animation => animation.finished.catch(() => undefined)))
  })
}

test.describe("a first visit, with the cookie banner open", () => {
  test.use({ consent: "none" })
  for (const route of ROUTES) {
    test(`axe finds no violation on ${route} at 375 and 1280 px${route === "/" ? ", nor in the cookie preferences" : ""}`, async ({
      page,
    }) => {
      const widths = [
        { width: 375, height: 812 },
        { width: 1280, height: 800 },
      ]
      await page.goto(route)
      for (const viewport of widths) {
        await page.setViewportSize(viewport)
        await settle(page)
        await expect(consentBanner(page)).toBeVisible()
        await expectNoAxeViolations(page, `${route} at ${viewport.width} px`)
      }
      if (route !== "/") return
      // The page behind is unchanged: only the preferences are new.
      await consentBanner(page).getByRole("button", { name: bannerCopy.customize, exact: true }).click()
      await expect(preferencesDialog(page)).toBeVisible()
      for (const viewport of widths) {
        await page.setViewportSize(viewport)
        await settle(page)
        await expectNoAxeViolations(page, `the cookie preferences at ${viewport.width} px`, "#cc-main")
      }
    })
  }
})

interface FocusStop {
  key: string
  visible: boolean
  ring: boolean
  label: string
}

/**
 * What a focus ring can be drawn with, on the control, its children (an icon)
 * or its nearest ancestors (a card whose stretched button has the focus, drawn
 * with :has(:focus-visible)). A ring is such a style present while focused and
 * absent from the same element's unfocused baseline.
 */
const RING_SCRIPT = `
  window.__ringTargets = element => [element, ...element.children, element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement].filter(Boolean)
  window.__ringSignature = element => window.__ringTargets(element).map(target => {
    const style = getComputedStyle(target)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 ? style.outlineStyle + " " + style.outlineWidth + " " + style.outlineColor : ""
    return { outline, shadow: style.boxShadow }
  })
`

/** Marks every control a keyboard user must be able to reach, records how it looks unfocused, and returns their keys. */
async function markInteractiveElements(page: Page): Promise<Array<{ key: string; label: string }>> {
  await page.evaluate(RING_SCRIPT)
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])'
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      element =>
        !element.closest("dialog:not([open]), [inert], [aria-hidden='true']") &&
        !(element as HTMLButtonElement).disabled &&
        element.tabIndex >= 0 &&
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    )
    const scope = window as unknown as {
      __ringSignature: (element: Element) => unknown
      __baseline: Record<string, unknown>
    }
    scope.__baseline = {}
    return elements.map((element, index) => {
      element.dataset.a11yKey = String(index)
      scope.__baseline[String(index)] = scope.__ringSignature(element)
      const label = (element.getAttribute("aria-label") ?? element.textContent).trim().replace(/\s+/g, " ").slice(0, 60)
      return { key: String(index), label: `<${element.tagName.toLowerCase()}> ${label}` }
    })
  })
}

/** The focused element, whether it shows a focus ring, and whether it is visible. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    // Let the focus transitions of what can draw the ring finish (a ring may fade in): the control
    // with its children and its nearest ancestors, not every animation on the page; never endless ones.
    const ancestors = [
      element.parentElement,
      element.parentElement?.parentElement,
      element.parentElement?.parentElement?.parentElement,
    ]
    const finite = [
      ...element.getAnimations({ subtree: true }),
      ...ancestors.flatMap(ancestor => ancestor?.getAnimations() ?? []),
    ].filter(animation => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
    // Finite ones end whatever the machine's speed: waited for, not capped by a time.
    await Promise.all(finite.map(animation => animation.finished.catch(() => undefined)))
    type Signature = Array<{ outline: string; shadow: string }>
    const scope = window as unknown as {
      __ringSignature: (element: Element) => Signature
      __baseline: Record<string, Signature>
    }
    const key = element.dataset.a11yKey
    const now = scope.__ringSignature(element)
    const before = key ? scope.__baseline[key] : undefined
    const ring =
      element.matches(":focus-visible") &&
      now.some(
        (level, index) =>
          (level.outline !== "" && level.outline !== before?.[index]?.outline) ||
          (level.shadow !== "none" && level.shadow !== before?.[index]?.shadow),
      )
    const rect = element.getBoundingClientRect()
    return {
      key: key ?? `unmarked <${element.tagName.toLowerCase()}>`,
      visible: rect.width > 0 && rect.height > 0,
      ring,
      label: `<${element.tagName.toLowerCase()}> ${(element.getAttribute("aria-label") ?? element.textContent).trim().replace(/\s+/g, " ").slice(0, 60)}`,
    }
  })
}

for (const route of ["/", "/semana-cliente", "/obrigado", "/politica-de-privacidade"]) {
  test(`Tab reaches every control of ${route}, each with a visible focus ring`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(route)
    await settle(page)
    const controls = await markInteractiveElements(page)
    expect(controls.length).toBeGreaterThan(0)
    const reached = new Map<string, FocusStop>()
    // Enough presses to go through every control, plus slack for the browser's own stops and for
    // controls that were disabled until their section's code came (the carousel's).
    for (let press = 0; press < controls.length * 2 + 15; press++) {
      await page.keyboard.press("Tab")
      const stop = await focusStop(page)
      if (!stop) continue
      if (reached.has(stop.key)) {
        if (reached.size >= controls.length) break
        continue
      }
      reached.set(stop.key, stop)
    }
    const unreached = controls.filter(control => !reached.has(control.key)).map(control => control.label)
    expect(unreached, `controls of ${route} that Tab never reaches`).toEqual([])
    const withoutRing = [...reached.values()].filter(stop => !stop.ring).map(stop => stop.label)
    expect(withoutRing, `controls of ${route} focused without a visible focus ring`).toEqual([])
    const invisible = [...reached.values()].filter(stop => !stop.visible).map(stop => stop.label)
    expect(invisible, `Tab stops of ${route} that the visitor cannot see`).toEqual([])
  })
}

/**
 * High-contrast modes (Windows' contrast themes) drop background gradients and
 * keep a colour's opacity: a bar that stays on top while the page scrolls
 * must still hide what passes under its text. Each route at a moment its bar
 * shows, from content's dates.
 */
const promo = promoWindow(ui.banner)
const BARS: Array<{ route: string; at: number }> = [
  // The home page has a bar only while content sets a promo.
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
    // Every element stuck to the top of the window across its width: the page's bars.
    const bars = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter(element => {
          const { position } = getComputedStyle(element)
          const rect = element.getBoundingClientRect()
          return (position === "sticky" || position === "fixed") && rect.top <= 0 && rect.width >= innerWidth * 0.9
        })
        .map(element => ({ tag: element.tagName, background: getComputedStyle(element).backgroundColor })),
    )
    expect(bars.length, `a bar stuck to the top of ${route}`).toBeGreaterThan(0)
    // rgb() is opaque; a see-through colour would be rgba().
    for (const bar of bars) expect(bar.background, `the background of <${bar.tag}>`).toMatch(/^rgb\(/)
  })
}
