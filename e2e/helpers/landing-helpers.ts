import type { Page } from "@playwright/test"
import { expect } from "./fixtures"

import { copy } from "./content"

export { content, ui } from "./content"

/** A copy field the test needs: a missing one is the writers' change to the page, so the test says which. */
function label(page: "home", section: string, field: "ctaLabel" | "secondaryCtaLabel"): string {
  const value = copy(page, section)[field]
  if (!value) throw new Error(`content/copy/${page}/${section}.mdx has no ${field}`)
  return value
}

/** The home page's call-to-action buttons that scroll to a section (links, so they work without JavaScript). */
export const SCROLL_BUTTONS: ReadonlyArray<readonly [label: string, href: string]> = [
  [label("home", "finalCta", "secondaryCtaLabel"), "#demos"],
  [label("home", "hero", "ctaLabel"), "#pricing"],
  [label("home", "painVsPath", "ctaLabel"), "#pricing"],
  [label("home", "finalCta", "ctaLabel"), "#pricing"],
]

/** A fixed evening, 18:30 in São Paulo (the test browser's time zone), for tests the promo does not concern. */
export const EVENING = new Date("2025-06-14T18:30:00-03:00")

/**
 * Opens `url` (the home page unless told) with a fake clock that stands
 * still at `time`, so the tests step the timers themselves. Gatsby needs a
 * few timers to hydrate, so the clock is stepped until the page is ready:
 * by default until the home page's components have mounted, whose fake time
 * is recorded (by the countdown's first tick) for `afterMount` to step the
 * clock to a time measured from it; or, given `ready`, until an element
 * matches that selector.
 */
export async function gotoWithPausedClock(
  page: Page,
  time: Date = EVENING,
  { url = "/", ready }: { url?: string; ready?: string } = {},
): Promise<void> {
  if (!ready) await installMountRecorder(page)
  await page.clock.install({ time: new Date(time.getTime() - 5_000) })
  await page.clock.pauseAt(time)
  await page.goto(url)
  const isReady = ready
    ? async () => (await page.locator(ready).count()) > 0
    : () => page.evaluate(() => (window as unknown as { mountedAt?: number }).mountedAt !== undefined)
  // Steps the fake clock in small bits (hydration needs a few timers) until the page is ready.
  await expect
    .poll(
      async () => {
        if (await isReady()) return true
        await page.clock.runFor(5)
        return false
      },
      { message: "the page hydrates under the paused clock", intervals: [20] },
    )
    .toBe(true)
}

/**
 * Records the fake time the page's components mounted, as window.mountedAt:
 * when the lead modal host, mounted in the same commit as the page, marks
 * <html data-lead-modal="ready"> (whether or not the page has a promo).
 */
async function installMountRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { mountedAt?: number }
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.leadModal === "ready") {
        win.mountedAt = Date.now()
        observer.disconnect()
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-lead-modal"] })
  })
}

/** Steps the paused clock to `ms` after the page's components mounted. */
export async function afterMount(page: Page, ms: number): Promise<void> {
  const [mountedAt, now] = await page.evaluate(() => [
    (window as unknown as { mountedAt: number }).mountedAt,
    Date.now(),
  ])
  const delta = mountedAt + ms - now
  if (delta < 0) throw new Error(`already ${-delta} ms past mount + ${ms} ms`)
  if (delta > 0) await page.clock.runFor(delta)
}

/**
 * Waits until a section whose code comes late (src/sections/deferred.tsx)
 * has hydrated, scrolling it into view first. Under a paused clock the clock is
 * stepped meanwhile (the widget's code waits for the browser to be idle).
 */
export async function waitForLateCode(page: Page, sectionId: string, { pausedClock = false } = {}): Promise<void> {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded()
  const hydrated = page.locator(`#${sectionId}[data-hydrated]`)
  await expect
    .poll(
      async () => {
        if ((await hydrated.count()) > 0) return true
        if (pausedClock) await page.clock.runFor(50)
        return false
      },
      { message: `#${sectionId} hydrates`, intervals: [20] },
    )
    .toBe(true)
}

/** Hydration has happened once the lead modal host has mounted with the page. */
export async function gotoHydrated(page: Page, url = "/"): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-lead-modal="ready"]').waitFor({ state: "attached" })
}
