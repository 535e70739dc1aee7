import type { Page } from "@playwright/test"
import { copy } from "./content"
import { expect } from "./fixtures"
import { checkoutLinksReady } from "./page-checks"

export { content, ui } from "./content"

/** A copy field the test needs: a missing one is the writers' change to the page, so the test names it. */
function label(section: string, field: "ctaLabel" | "secondaryCtaLabel"): string {
  const value = copy("home", section)[field]
  if (!value) throw new Error(`content/copy/home/${section}.mdx has no ${field}`)
  return value
}

/** The home page's call-to-action buttons that scroll to a section (links, so they work without JavaScript). */
export const SCROLL_BUTTONS: ReadonlyArray<readonly [label: string, href: string]> = [
  [label("finalCta", "secondaryCtaLabel"), "#demos"],
  [label("hero", "ctaLabel"), "#pricing"],
  [label("painVsPath", "ctaLabel"), "#pricing"],
  [label("finalCta", "ctaLabel"), "#pricing"],
]

/** 18:30 in São Paulo (the test browser's time zone), for tests the promo does not concern. */
export const EVENING = new Date("2025-06-14T18:30:00-03:00")
const READY = 'html[data-checkout-links="ready"]'

/**
 * Steps the page's paused clock in small bits (hydration and late code need a few timers) until `ready`; past
 * `limitMs` of page time it only waits, so a slow machine cannot carry the page past a deadline of its own.
 */
export async function stepClockUntil(page: Page, ready: () => Promise<boolean>, message: string, limitMs = Infinity) {
  let stepped = 0
  const step = async () => {
    if (await ready()) return true
    if (stepped < limitMs) await page.clock.runFor(5)
    stepped += 5
    return false
  }
  await expect.poll(step, { message, intervals: [20] }).toBe(true)
}

/**
 * Opens `url` with a clock standing still at `time`, stepped until the page has hydrated (or `ready` matches); the
 * fake time it did (<html data-checkout-links="ready">) is kept for `afterMount`.
 */
export async function gotoWithPausedClock(page: Page, time = EVENING, { url = "/", ready = READY } = {}) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.checkoutLinks !== "ready") return
      ;(window as unknown as { mountedAt: number }).mountedAt = Date.now()
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-checkout-links"] })
  })
  await page.clock.install({ time: new Date(time.getTime() - 5_000) })
  await page.clock.pauseAt(time)
  await page.goto(url)
  await stepClockUntil(page, async () => (await page.locator(ready).count()) > 0, "the page hydrates")
}

/** Steps the paused clock to `ms` after the page's components mounted. */
export async function afterMount(page: Page, ms: number): Promise<void> {
  const [mountedAt, now] = await page.evaluate(() => [
    (window as unknown as Record<string, number>).mountedAt,
    Date.now(),
  ])
  if (mountedAt + ms < now) throw new Error(`already ${now - mountedAt - ms} ms past mount + ${ms} ms`)
  await page.clock.runFor(mountedAt + ms - now)
}

/** Scrolls to a section whose code comes late (src/sections/deferred.tsx) until it hydrates, stepping a paused clock. */
export async function waitForLateCode(page: Page, sectionId: string, { pausedClock = false } = {}): Promise<void> {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded()
  const hydrated = page.locator(`#${sectionId}[data-hydrated]`)
  if (!pausedClock) return expect(hydrated).toHaveCount(1)
  await stepClockUntil(page, async () => (await hydrated.count()) > 0, `#${sectionId} hydrates`)
}

export async function gotoHydrated(page: Page): Promise<void> {
  await page.goto("/")
  await checkoutLinksReady(page)
}
