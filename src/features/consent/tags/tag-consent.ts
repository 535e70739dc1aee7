/**
 * What the tags are told when consent is known or changes (Consent Mode v2, basic): with analytics, GA4's config once,
 * withdrawn, window['ga-disable-<id>']; with marketing, the pixel's grant, init and PageView once, withdrawn, revoke.
 */
import { sameCategories, type OptionalCategory } from "../consent"
import { consentModeFor, installGtag, type AnalyticsWindow } from "./data-layer"
import { buildParams, type BuildLabels } from "../../../content-model/build-environment"

export type TagTarget = AnalyticsWindow & { _fbq?: unknown; [gaDisable: `ga-disable-${string}`]: boolean | undefined }

/** `granted`: the categories last signalled on this page. */
type AppliedConsent = { granted?: OptionalCategory[]; ga4Configured: boolean; pixelStarted: boolean }
export const NOTHING_APPLIED: AppliedConsent = { ga4Configured: false, pixelStarted: false }

/** `ga4Id` only when the site loads gtag.js (GA4 may come through GTM: src/content-model/ga4-route.ts). */
export type TagIds = { ga4Id?: string; metaPixelId: string }

type FbqQueue = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][] }

/** The Meta pixel's base code without its inline <script> (the CSP forbids those): the queue fbevents.js drains. */
function installFbqStub(target: TagTarget): void {
  if (typeof target.fbq === "function") return
  const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args))) as FbqQueue
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" })
  target.fbq = fbq
  target._fbq ??= fbq
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
  let { ga4Configured, pixelStarted } = applied
  if (ids.ga4Id) target[`ga-disable-${ids.ga4Id}`] = !analytics
  if (ids.ga4Id && analytics && !ga4Configured) {
    gtag("js", now)
    gtag("set", buildParams(build))
    gtag("config", ids.ga4Id, { anonymize_ip: true, send_page_view: true })
    ga4Configured = true
  }
  if (granted.includes("marketing")) {
    installFbqStub(target)
    target.fbq?.("consent", "grant")
    if (!pixelStarted) {
      target.fbq?.("init", ids.metaPixelId)
      target.fbq?.("track", "PageView", buildParams(build))
      pixelStarted = true
    }
  } else if (pixelStarted) target.fbq?.("consent", "revoke")
  return { granted: [...granted], ga4Configured, pixelStarted }
}
