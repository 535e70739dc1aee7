import { Script } from "gatsby"
import { useEffect, useState } from "react"
import { appLoadedEvent, pushDataLayer, type AnalyticsWindow } from "../../lib/analytics"
import {
  APP_LOADED_DELAY_MS,
  GTM_LOAD_DELAY_MS,
  gtagScriptUrl,
  gtmScriptUrl,
  installFbqStub,
  metaPixelScriptUrl,
} from "../../lib/tags"
import { useSiteSettings } from "../../hooks/useSiteSettings"

type TagWindow = AnalyticsWindow & { google_tag_manager?: Record<string, unknown>; _fbq?: unknown; doNotTrack?: string }

const doNotTrack = () => navigator.doNotTrack === "1" || (window as TagWindow).doNotTrack === "1"

/**
 * The marketing tags, all off the critical path (spec section 7):
 * GTM about 1 s after mount (once), gtag.js for the plugin's inline config,
 * and the Meta pixel, each through Gatsby's Script after the page is idle;
 * react_app_loaded goes to dataLayer about 1.5 s after mount.
 */
export function Tags() {
  const { tags, variant } = useSiteSettings()
  const [loadGtm, setLoadGtm] = useState(false)
  const [loadGtag, setLoadGtag] = useState(false)
  const [loadPixel, setLoadPixel] = useState(false)

  useEffect(() => {
    const target = window as unknown as TagWindow
    if (typeof target.gtag === "function") {
      // gatsby-plugin-google-gtag's inline config defined gtag (it does not under Do Not Track).
      target.gtag("set", { variante: variant })
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what loads depends on browser globals, known only after mount
      setLoadGtag(true)
    }
    if (!doNotTrack()) {
      try {
        installFbqStub(target)
        target.fbq?.("init", tags.metaPixelId)
        target.fbq?.("track", "PageView", { variante: variant })
        setLoadPixel(true)
      } catch (error) {
        console.log("tags: Meta pixel setup failed", error)
      }
    }
    const gtmTimer = window.setTimeout(() => {
      const present =
        Boolean(target.google_tag_manager?.[tags.gtmId]) ||
        document.querySelector(`script[src*="googletagmanager.com/gtm.js"]`) !== null
      if (present) return
      pushDataLayer(target, { "gtm.start": Date.now(), event: "gtm.js", variante: variant })
      setLoadGtm(true)
    }, GTM_LOAD_DELAY_MS)
    const loadedTimer = window.setTimeout(
      () => pushDataLayer(target, appLoadedEvent(document.title, window.location.href, variant)),
      APP_LOADED_DELAY_MS,
    )
    return () => {
      window.clearTimeout(gtmTimer)
      window.clearTimeout(loadedTimer)
    }
  }, [tags.gtmId, tags.metaPixelId, variant])

  const failed = (name: string) => () => console.log(`tags: ${name} failed to load`)
  return (
    <>
      {loadGtm && (
        <Script id="gtm" strategy="idle" src={gtmScriptUrl(tags.gtmId)} onError={failed("Google Tag Manager")} />
      )}
      {loadGtag && <Script id="gtag-js" strategy="idle" src={gtagScriptUrl(tags.ga4Id)} onError={failed("gtag.js")} />}
      {loadPixel && <Script id="meta-pixel" strategy="idle" src={metaPixelScriptUrl} onError={failed("Meta pixel")} />}
    </>
  )
}
