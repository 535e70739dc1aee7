/**
 * What the tags are told when the visitor's consent is known or changes
 * (Consent Mode v2, basic: no Google or Meta code runs before a grant).
 * - Every change: gtag('consent', 'update', …) with exactly the granted categories.
 * - Analytics granted: GA4's config (once per page, when the site loads gtag.js), and GA4 re-enabled;
 *   analytics withdrawn: GA4 disabled with Google's documented
 *   window['ga-disable-<id>'] flag, so a loaded gtag.js stops measuring.
 * - Marketing granted: the Meta pixel's queue, fbq('consent', 'grant'), then
 *   init and PageView (once per page); withdrawn: fbq('consent', 'revoke').
 * Loading the scripts themselves is Tags.tsx's job, after this has run.
 */
import { consentModeFor, sameCategories, type OptionalCategory } from "../consent"
import { installGtag, type GtagTarget } from "./gtag"
import { installFbqStub } from "./tags"
import { buildParams, type BuildLabels } from "../../../content-model/build-environment"

type Fbq = (...args: unknown[]) => void

export interface TagTarget extends GtagTarget {
  fbq?: Fbq
  _fbq?: unknown
  [gaDisable: `ga-disable-${string}`]: boolean | undefined
}

export interface AppliedConsent {
  /** The categories last signalled on this page (undefined: none signalled yet). */
  granted?: OptionalCategory[]
  ga4Configured: boolean
  pixelStarted: boolean
}

export const NOTHING_APPLIED: AppliedConsent = { ga4Configured: false, pixelStarted: false }

export interface TagIds {
  /** GA4's id when the site loads gtag.js; undefined when GA4 comes through the GTM container (src/content-model/ga4-route.ts). */
  ga4Id?: string
  metaPixelId: string
}

export function applyConsent(
  target: TagTarget,
  applied: AppliedConsent,
  granted: readonly OptionalCategory[],
  ids: TagIds,
  build: BuildLabels,
  now: Date,
): AppliedConsent {
  if (applied.granted && sameCategories(applied.granted, granted)) return applied
  const gtag = installGtag(target)
  gtag("consent", "update", consentModeFor(granted))
  const analytics = granted.includes("analytics")
  const marketing = granted.includes("marketing")
  let { ga4Configured, pixelStarted } = applied

  if (ids.ga4Id) target[`ga-disable-${ids.ga4Id}`] = !analytics
  if (ids.ga4Id && analytics && !ga4Configured) {
    gtag("js", now)
    gtag("set", buildParams(build))
    // anonymize_ip is GA4's behaviour anyway; kept explicit as the site always configured it.
    gtag("config", ids.ga4Id, { anonymize_ip: true, send_page_view: true })
    ga4Configured = true
  }

  if (marketing) {
    installFbqStub(target)
    target.fbq?.("consent", "grant")
    if (!pixelStarted) {
      target.fbq?.("init", ids.metaPixelId)
      target.fbq?.("track", "PageView", buildParams(build))
      pixelStarted = true
    }
  } else if (pixelStarted) {
    target.fbq?.("consent", "revoke")
  }
  return { granted: [...granted], ga4Configured, pixelStarted }
}

/** GA4 page view of a client-side navigation (the config command counted the landing page), as gatsby-plugin-google-gtag sent it. */
export function sendPageView(
  target: GtagTarget,
  location: { pathname: string; search: string; hash: string; href: string },
  title: string,
): void {
  target.gtag?.("event", "page_view", {
    page_path: `${location.pathname}${location.search}${location.hash}`,
    page_location: location.href,
    page_title: title,
  })
}
