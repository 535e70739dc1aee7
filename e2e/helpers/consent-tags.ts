/** What the tags did: requests to their hosts, their cookies, Consent Mode commands and the pixel queue. */
import type { BrowserContext, Page } from "@playwright/test"
import type { ExternalRequest } from "./fixtures"
import { dataLayer, site } from "./lead-helpers"

export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

export const ALL_DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
}
export const ALL_GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
}

/** Requests to Google's or Meta's hosts (the tags and their collection endpoints). */
export const THIRD_PARTY_TAG_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|doubleclick|facebook|fbcdn)\.[a-z.]+$/
export const tagRequests = (external: ExternalRequest[]) =>
  external.filter(request => THIRD_PARTY_TAG_HOST.test(new URL(request.url).hostname)).map(request => request.url)
export const requested = (external: ExternalRequest[], part: string) =>
  external.some(request => request.url.includes(part))

/** Google's or Meta's cookies in the browser. */
export async function tagCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter(cookie => /^(_ga|_gid|_gcl|_fbp|_fbc)/.test(cookie.name) || /google|facebook/.test(cookie.domain))
    .map(cookie => cookie.name)
}

/** The Consent Mode commands in dataLayer, in order: ["consent", "default" | "update", settings]. */
export async function consentCommands(page: Page): Promise<unknown[][]> {
  return (await dataLayer(page)).filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === "consent")
}

export const lastConsentUpdate = async (page: Page) =>
  (await consentCommands(page)).filter(command => command[1] === "update").at(-1)?.[2]

/** The Meta pixel's queued calls (the test stub of fbevents.js runs none of them). */
export async function pixelQueue(page: Page): Promise<unknown[][] | null> {
  return page.evaluate((): unknown[][] | null => {
    const fbq = (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq
    return fbq?.queue ? fbq.queue.map(call => [...call]) : null
  })
}

type Entry = Record<string, unknown>

/** gtag's ["event", name, params] commands named `name`. */
export const gtagEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => Array.isArray(entry) && entry[0] === "event" && entry[1] === name) as Array<
    [string, string, Entry]
  >

/** GTM's dataLayer objects whose `event` is `name`. */
export const gtmEvents = async (page: Page, name: string) =>
  (await dataLayer(page)).filter(entry => !Array.isArray(entry) && (entry as Entry | null)?.event === name) as Entry[]

/** The pixel's ["track", name, …] calls. */
export const pixelEvents = async (page: Page, name: string) =>
  ((await pixelQueue(page)) ?? []).filter(call => call[0] === "track" && call[1] === name)

/** /obrigado as the checkout's redirect reaches it with a purchase, under the parameter names content sets. */
export function thankYouUrl(transactionId: string, value: number, currency = "BRL"): string {
  const names = site.purchaseParams
  const query = new URLSearchParams({ [names.transactionId]: transactionId, [names.value]: String(value) })
  query.set(names.currency, currency)
  return `/obrigado?${query.toString()}`
}
