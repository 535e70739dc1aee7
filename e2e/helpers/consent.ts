/** The cookie choice in the browser tests: the banner and preferences, a stored choice, and what the tags did. */
import { expect, type BrowserContext, type Page } from "@playwright/test"
import { CONSENT_STORAGE_KEY as STORAGE_KEY } from "../../src/features/consent/consent"
import { content, site, ui } from "./content"

export const copy = content("consent")
export const { banner: bannerCopy, preferences: preferencesCopy } = copy
export { STORAGE_KEY }

export type StoredChoice = "none" | "rejected" | "accepted" | "analytics"
const CATEGORIES = { rejected: ["necessary"], accepted: ["necessary", "analytics", "marketing"] }

/**
 * Stores a choice (vanilla-cookieconsent's record) for the policy version `revision` before any page runs, as on an
 * earlier visit; only when none is stored, so a choice made during the test holds on the next page.
 */
export async function storeChoice(context: BrowserContext, choice: StoredChoice, revision = copy.revision) {
  if (choice === "none") return
  const at = new Date(Date.now() - 60_000).toISOString()
  const record = {
    categories: choice === "analytics" ? ["necessary", "analytics"] : CATEGORIES[choice],
    revision,
    data: null,
    consentTimestamp: at,
    consentId: "00000000-0000-4000-8000-000000000e2e",
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: "pt-BR",
    lastConsentTimestamp: at,
    expirationTime: Date.now() + 30 * 24 * 3600 * 1000,
  }
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
      } catch {
        // Storage refused (a test about that): no stored choice then.
      }
    },
    { key: STORAGE_KEY, value: JSON.stringify(record) },
  )
}

export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(entry =>
      entry && typeof entry === "object" && !Array.isArray(entry) && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )

/** The page knows whether to ask: the banner's code has run (shown or not), or a valid stored choice holds. */
export const settled = (page: Page) => page.locator("html[data-consent]").waitFor({ state: "attached" })

export const banner = (page: Page) => page.getByRole("dialog", { name: bannerCopy.label })
export const preferences = (page: Page) => page.getByRole("dialog", { name: preferencesCopy.title })
export const button = (page: Page, name: string) => banner(page).getByRole("button", { name, exact: true })
export const categoryTitle = (id: string) => copy.categories.find(category => category.id === id)?.title ?? id

export async function choose(page: Page, name: string): Promise<void> {
  await button(page, name).click()
  await expect(banner(page)).toBeHidden()
}

export async function openFromFooter(page: Page) {
  const control = page.getByRole("contentinfo").getByRole("button", { name: ui.footer.cookiePreferencesLabel })
  await control.scrollIntoViewIfNeeded()
  await control.click()
  await expect(preferences(page)).toBeVisible()
  return preferences(page)
}

/** The tag loader is done: past the tag manager's 1 s, react_app_loaded goes to dataLayer 1.5 s after mount. */
export async function tagLoaderDone(page: Page): Promise<void> {
  const loaded = async () => (await dataLayer(page)).some(entry => (entry as Entry).event === "react_app_loaded")
  await expect.poll(loaded).toBe(true)
}

export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const signals = (value: string) =>
  Object.fromEntries(["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"].map(key => [key, value]))
export const [ALL_DENIED, ALL_GRANTED] = ["denied", "granted"].map(signals)

const TAG_HOST = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|facebook|fbcdn)\.[a-z.]+$/
/** Requests the fixture saw leave for another host (fixtures.ts imports this file, so only their shape here). */
type Sent = ReadonlyArray<{ url: string }>
export const tagRequests = (external: Sent) =>
  external.filter(request => TAG_HOST.test(new URL(request.url).hostname)).map(request => request.url)
export const requested = (external: Sent, part: string) => external.some(request => request.url.includes(part))

export const tagCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter(cookie => /^(_ga|_gid|_gcl|_fbp|_fbc)/.test(cookie.name) || /google|facebook/.test(cookie.domain))
    .map(cookie => cookie.name)

export const modeCommands = async (page: Page) =>
  (await dataLayer(page)).filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === "consent")
export const lastModeUpdate = async (page: Page) =>
  (await modeCommands(page)).filter(command => command[1] === "update").at(-1)?.[2]

/** The Meta pixel's queued calls (the test stub of fbevents.js runs none of them). */
export const pixelQueue = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue?.map(call => [...call]) ?? null,
  )

type Entry = Record<string, unknown>
/** gtag's ["event", name, params] commands, GTM's objects with that `event`, the pixel's ["track", name, …] calls. */
export const gtagEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => Array.isArray(entry) && entry[0] === "event" && entry[1] === name) as Array<
    [string, string, Entry]
  >
export const gtmEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => !Array.isArray(entry) && (entry as Entry | null)?.event === name) as Entry[]
export const pixelEvents = async (page: Page, name: string) =>
  ((await pixelQueue(page)) ?? []).filter(call => call[0] === "track" && call[1] === name)

/** /obrigado as the checkout's redirect reaches it with a purchase, under the parameter names content sets. */
export function thankYouUrl(transactionId: string, value: number, currency = "BRL"): string {
  const names = site.purchaseParams
  const query = new URLSearchParams({ [names.transactionId]: transactionId, [names.value]: String(value) })
  query.set(names.currency, currency)
  return `/obrigado?${query.toString()}`
}
