/**
 * Addresses and snippets of the marketing tags. The ids come from
 * content/site.json (or GTM_ID, GA4_ID, META_PIXEL_ID) and are validated at
 * build time, but they are still encoded: they end up in script URLs.
 */

export const TAG_HOSTS = {
  gtm: "https://www.googletagmanager.com",
  metaScript: "https://connect.facebook.net",
  metaCollect: "https://www.facebook.com",
} as const

export const gtmScriptUrl = (gtmId: string) => `${TAG_HOSTS.gtm}/gtm.js?id=${encodeURIComponent(gtmId)}`
export const gtagScriptUrl = (ga4Id: string) => `${TAG_HOSTS.gtm}/gtag/js?id=${encodeURIComponent(ga4Id)}`
export const metaPixelScriptUrl = `${TAG_HOSTS.metaScript}/en_US/fbevents.js`

/** The tag manager loads 1 s after mount; react_app_loaded goes to the data layer at 1.5 s. */
export const GTM_LOAD_DELAY_MS = 1000
export const APP_LOADED_DELAY_MS = 1500

type FbqQueue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: (...args: unknown[]) => void
  loaded: boolean
  version: string
}

/**
 * The Meta pixel's base code without its inline <script>: defines the fbq
 * queue that fbevents.js drains once loaded (our CSP forbids inline scripts).
 */
export function installFbqStub(target: { fbq?: unknown; _fbq?: unknown }): void {
  if (typeof target.fbq === "function") return
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as FbqQueue
  fbq.queue = []
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = "2.0"
  target.fbq = fbq
  target._fbq = target._fbq ?? fbq
}
