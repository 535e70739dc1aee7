import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test"
import { CONSENT_STORAGE_KEY } from "../../src/features/consent/consent"
import { content, ui } from "./content"

export const consentCopy = content("consent")
export { CONSENT_STORAGE_KEY }

/** A cookie choice made on an earlier visit, or none (a first visit: the banner shows). */
export type StoredChoice = "none" | "rejected" | "accepted" | "analytics"

const CATEGORIES: Record<Exclude<StoredChoice, "none">, string[]> = {
  rejected: ["necessary"],
  accepted: ["necessary", "analytics", "marketing"],
  analytics: ["necessary", "analytics"],
}

/**
 * The record vanilla-cookieconsent keeps for a choice (its documented cookie
 * value, in localStorage), for the current policy version unless `revision` says otherwise.
 */
export function choiceRecord(choice: Exclude<StoredChoice, "none">, revision = consentCopy.revision) {
  const now = Date.now()
  return {
    categories: CATEGORIES[choice],
    revision,
    data: null,
    consentTimestamp: new Date(now - 60_000).toISOString(),
    consentId: "00000000-0000-4000-8000-000000000e2e",
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: "pt-BR",
    lastConsentTimestamp: new Date(now - 60_000).toISOString(),
    expirationTime: now + 30 * 24 * 3600 * 1000,
  }
}

/**
 * Stores a choice in the browser context before any page runs, as if made on
 * an earlier visit. Only when none is stored: a choice made during the test
 * holds on the next page, like a visitor's.
 */
export async function storeChoice(
  context: BrowserContext,
  choice: StoredChoice,
  revision = consentCopy.revision,
): Promise<void> {
  if (choice === "none") return
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
      } catch {
        // Storage refused (a test about that): no stored choice then.
      }
    },
    { key: CONSENT_STORAGE_KEY, value: JSON.stringify(choiceRecord(choice, revision)) },
  )
}

/**
 * Resolves once the page knows whether to ask: the banner's code has run
 * (`data-consent="ready"`, shown or not), or a valid stored choice holds and
 * the code waits for "Preferências de cookies" (`"stored"`).
 */
export async function consentSettled(page: Page): Promise<void> {
  await page.locator("html[data-consent]").waitFor({ state: "attached" })
}

/** Requests for the banner's code or stylesheet (the `consent-banner` chunk, `/static/cookieconsent-*.css`). */
export function recordBannerRequests(page: Page): string[] {
  const urls: string[] = []
  page.on("request", request => {
    if (/\/consent-banner-[^/]*\.js$|\/static\/cookieconsent-[^/]*\.css$/.test(request.url())) urls.push(request.url())
  })
  return urls
}

/** The consent banner (vanilla-cookieconsent's dialog), by its accessible name from content. */
export const consentBanner = (page: Page) => page.getByRole("dialog", { name: consentCopy.banner.label })
export const preferencesDialog = (page: Page) => page.getByRole("dialog", { name: consentCopy.preferences.title })

/**
 * The tag loader is done: past the tag manager's 1 s, react_app_loaded is
 * pushed to dataLayer 1.5 s after mount, whatever the choice.
 */
export async function tagLoaderDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).some(
          entry => (entry as { event?: string } | null)?.event === "react_app_loaded",
        ),
      ),
    )
    .toBe(true)
}

export const { banner: bannerCopy, preferences: preferencesCopy } = consentCopy
export const categoryTitle = (id: string) => consentCopy.categories.find(category => category.id === id)?.title ?? id

/** The banner's and the preferences' entrance transitions have ended. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(element =>
    Promise.all(element.getAnimations({ subtree: true }).map(animation => animation.finished.catch(() => undefined))),
  )
}

export const bannerButton = (page: Page, name: string) => consentBanner(page).getByRole("button", { name, exact: true })

export async function choose(page: Page, name: string): Promise<void> {
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  await bannerButton(page, name).click()
  await expect(banner).toBeHidden()
}

export async function openFooterPreferences(page: Page): Promise<Locator> {
  const control = page.getByRole("contentinfo").getByRole("button", { name: ui.footer.cookiePreferencesLabel })
  await control.scrollIntoViewIfNeeded()
  await control.click()
  const dialog = preferencesDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}
