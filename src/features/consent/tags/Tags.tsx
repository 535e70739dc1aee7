import { Script } from "gatsby"
import { useEffect, useState, useSyncExternalStore } from "react"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { buildParams } from "../../../content-model/build-environment"
import { resolveGa4Route } from "../../../content-model/ga4-route"
import { afterNextPaint } from "../../../lib/browser/after-paint"
import { appLoadedEvent, pushDataLayer, type AnalyticsWindow } from "./data-layer"
import { ROUTE_UPDATE_EVENT } from "../../../lib/browser/route-update"
import { sendPageView } from "./tag-consent"
import { APP_LOADED_DELAY_MS, GTM_LOAD_DELAY_MS, gtagScriptUrl, gtmScriptUrl, metaPixelScriptUrl } from "./tags"
import { startConsent } from "../consent-controller"
import { consentGranted, consentSnapshot, subscribeConsent } from "../consent-state"

type TagWindow = AnalyticsWindow & { google_tag_manager?: Record<string, unknown> }

const NO_CHOICE = { choice: undefined, source: undefined }
const serverSnapshot = () => NO_CHOICE

/**
 * The marketing tags, only with the visitor's consent (the banner and the
 * Consent Mode signals are in ../consent): GTM with analytics or marketing,
 * gtag.js with analytics, the Meta pixel with marketing, each through Gatsby's Script when the page is
 * idle, and GA4 page views on client-side navigations. GTM comes 1 s after mount when consent was given on an earlier visit,
 * at once after a fresh grant. react_app_loaded goes to this page's dataLayer
 * about 1.5 s after mount whatever the choice: nothing leaves the browser
 * until a tag has consent to load.
 */
export function Tags() {
  const { tags, variant, environment, consentRevision } = useSiteSettings()
  const { choice, source } = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot)
  const analytics = choice?.granted.includes("analytics") ?? false
  const marketing = choice?.granted.includes("marketing") ?? false
  // GTM carries analytics and ad tags alike; Consent Mode tells each Google tag what it may do, and
  // the container's own consent checks hold back other ad tags without marketing.
  const gtmAllowed = analytics || marketing
  const [gtmDue, setGtmDue] = useState(false)
  // GA4 comes once: through gtag.js, or through a tag in the GTM container (content/site.json → tags.ga4Via).
  const ga4ViaGtag = resolveGa4Route(tags) === "gtag"

  useEffect(() => {
    const build = { variant, environment }
    const ga4Id = ga4ViaGtag ? tags.ga4Id : undefined
    startConsent({ ids: { ga4Id, metaPixelId: tags.metaPixelId }, build, revision: consentRevision })
    const loadedTimer = window.setTimeout(
      () => pushDataLayer(window as TagWindow, appLoadedEvent(document.title, window.location.href, build)),
      APP_LOADED_DELAY_MS,
    )
    return () => window.clearTimeout(loadedTimer)
  }, [tags.ga4Id, tags.metaPixelId, ga4ViaGtag, variant, environment, consentRevision])

  // A client-side navigation is a GA4 page view, sent once the new page has painted (its title is in).
  // Through GTM, the container's GA4 tag counts them (its history-change page views).
  useEffect(() => {
    if (!ga4ViaGtag) return
    const pageView = () => {
      if (consentGranted("analytics"))
        void afterNextPaint(window).then(() => sendPageView(window as AnalyticsWindow, window.location, document.title))
    }
    window.addEventListener(ROUTE_UPDATE_EVENT, pageView)
    return () => window.removeEventListener(ROUTE_UPDATE_EVENT, pageView)
  }, [ga4ViaGtag])

  useEffect(() => {
    if (!gtmAllowed || gtmDue) return
    const gtmTimer = window.setTimeout(
      () => {
        const target = window as TagWindow
        const present =
          Boolean(target.google_tag_manager?.[tags.gtmId]) ||
          document.querySelector(`script[src*="googletagmanager.com/gtm.js"]`) !== null
        if (present) return
        pushDataLayer(target, { "gtm.start": Date.now(), event: "gtm.js", ...buildParams({ variant, environment }) })
        setGtmDue(true)
      },
      source === "stored" ? GTM_LOAD_DELAY_MS : 0,
    )
    return () => window.clearTimeout(gtmTimer)
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
