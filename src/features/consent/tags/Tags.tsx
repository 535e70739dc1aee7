import { Script } from "gatsby"
import { useEffect, useState, useSyncExternalStore } from "react"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { buildParams } from "../../../content-model/build-environment"
import { resolveGa4Route } from "../../../content-model/ga4-route"
import { afterNextPaint } from "../../../lib/browser/after-paint"
import { pushDataLayer, type AnalyticsWindow } from "./data-layer"
import { ROUTE_UPDATE_EVENT } from "../../../lib/browser/route-update"
import { gtagScriptUrl, gtmScriptUrl, metaPixelScriptUrl } from "./tags"
import { startConsent } from "../consent-controller"
import { consentGranted, consentSnapshot, subscribeConsent } from "../consent-state"

type TagWindow = AnalyticsWindow & { google_tag_manager?: Record<string, unknown> }

/** The tag manager loads 1 s after mount for a choice stored on an earlier visit, at once after a fresh grant. */
const GTM_LOAD_DELAY_MS = 1000
/** react_app_loaded goes to this page's dataLayer whatever the choice: nothing leaves the browser without a tag. */
const APP_LOADED_DELAY_MS = 1500

const GTM_SCRIPT = 'script[src*="googletagmanager.com/gtm.js"]'
const serverSnapshot = () => ({ choice: undefined, source: undefined })

/** The tags, only with consent, each through Gatsby's Script when the page is idle: GTM with analytics or
 * marketing, gtag.js with analytics, the Meta pixel with marketing. */
export function Tags() {
  const { tags, variant, environment, consentRevision } = useSiteSettings()
  const { choice, source } = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot)
  const analytics = choice?.granted.includes("analytics") ?? false
  const marketing = choice?.granted.includes("marketing") ?? false
  // GTM carries analytics and ad tags alike: Consent Mode tells each Google tag what it may do, and the
  // container's own consent checks hold back other ad tags without marketing.
  const gtmAllowed = analytics || marketing
  const [gtmDue, setGtmDue] = useState(false)
  // GA4 comes once: through gtag.js, or through a tag in the GTM container (content/site.json → tags.ga4Via).
  const ga4ViaGtag = resolveGa4Route(tags) === "gtag"

  useEffect(() => {
    const build = { variant, environment }
    const ids = { ga4Id: ga4ViaGtag ? tags.ga4Id : undefined, metaPixelId: tags.metaPixelId }
    startConsent({ ids, build, revision: consentRevision })
    const timer = window.setTimeout(() => {
      const page = { page_title: document.title, page_location: window.location.href }
      pushDataLayer(window as AnalyticsWindow, { event: "react_app_loaded", ...page, ...buildParams(build) })
    }, APP_LOADED_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [tags.ga4Id, tags.metaPixelId, ga4ViaGtag, variant, environment, consentRevision])

  // A client-side navigation is a GA4 page view once the new page has painted (its title is in), as
  // gatsby-plugin-google-gtag sent it. Through GTM, the container's GA4 tag counts history changes itself.
  useEffect(() => {
    if (!ga4ViaGtag) return
    const pageView = () => {
      if (!consentGranted("analytics")) return
      void afterNextPaint(window).then(() => {
        const { pathname, search, hash, href } = window.location
        const params = { page_path: `${pathname}${search}${hash}`, page_location: href, page_title: document.title }
        ;(window as AnalyticsWindow).gtag?.("event", "page_view", params)
      })
    }
    window.addEventListener(ROUTE_UPDATE_EVENT, pageView)
    return () => window.removeEventListener(ROUTE_UPDATE_EVENT, pageView)
  }, [ga4ViaGtag])

  useEffect(() => {
    if (!gtmAllowed || gtmDue) return
    const load = () => {
      const target = window as TagWindow
      if (target.google_tag_manager?.[tags.gtmId] || document.querySelector(GTM_SCRIPT)) return
      pushDataLayer(target, { "gtm.start": Date.now(), event: "gtm.js", ...buildParams({ variant, environment }) })
      setGtmDue(true)
    }
    const timer = window.setTimeout(load, source === "stored" ? GTM_LOAD_DELAY_MS : 0)
    return () => window.clearTimeout(timer)
  }, [gtmAllowed, source, gtmDue, tags.gtmId, variant, environment])

  const failed = (name: string) => () => console.log(`tags: ${name} failed to load`)
  return (
    <>
      {gtmAllowed && gtmDue && (
        <Script id="gtm" strategy="idle" src={gtmScriptUrl(tags.gtmId)} onError={failed("Google Tag Manager")} />
      )}
      {analytics && ga4ViaGtag && (
        <Script id="gtag-js" strategy="idle" src={gtagScriptUrl(tags.ga4Id)} onError={failed("gtag.js")} />
      )}
      {marketing && <Script id="meta-pixel" strategy="idle" src={metaPixelScriptUrl} onError={failed("Meta pixel")} />}
    </>
  )
}
