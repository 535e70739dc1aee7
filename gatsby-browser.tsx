import type { GatsbyBrowser } from "gatsby"
import { captureRouteChange, startCampaignCapture } from "./src/features/lead/tracking/campaign-start"
import { LeadModalHost } from "./src/features/lead/modal/LeadModalHost"
import { startOutboxRetries } from "./src/features/lead/delivery/outbox-retries"
import { DeferredTags } from "./src/features/consent/tags/DeferredTags"
import { DeferredMeasurement } from "./src/features/measurement/deferred"
import { PageShell } from "./src/ui/PageShell"
import { afterNextPaint } from "./src/lib/browser/after-paint"
import { delegateDialogs } from "./src/lib/browser/dialogs"
import { delegateDismiss } from "./src/lib/browser/dismiss"
import { ROUTE_UPDATE_EVENT } from "./src/lib/browser/route-update"
import { startPromoEvents } from "./src/features/promo/promo-event"
import { delegateInPageLinks } from "./src/lib/browser/scroll"
import { protectSessionStorage } from "./src/lib/storage"
import { DeferredGlobalStyles } from "./src/ui/DeferredGlobalStyles"

// A built page has its global styles from the server (src/lib/emotion-ssr.ts); gatsby develop's come after mount.
const globalStyles = document.querySelector('style[data-emotion^="css-global "]') ? null : <DeferredGlobalStyles />

// Page level: Gatsby also renders wrapRootElement around each Head, where none of these may run.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageShell globalStyles={globalStyles}>
    {element}
    <LeadModalHost />
    <DeferredTags />
    <DeferredMeasurement />
  </PageShell>
)

/**
 * Before hydration: campaign capture, the outbox's retries, the delegated handlers. Gatsby awaits the promise before it
 * hydrates, so the server HTML paints first; the sessionStorage check (a first storage access is slow) waits too.
 */
// eslint-disable-next-line @typescript-eslint/no-misused-promises -- Gatsby awaits a promise from onClientEntry (its documented way to load polyfills first); the type says void
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startCampaignCapture()
  startOutboxRetries()
  delegateInPageLinks(window)
  delegateDialogs(document)
  delegateDismiss(document)
  startPromoEvents(window)
  return afterNextPaint(window).then(() => {
    if (protectSessionStorage(window)) console.log("storage: sessionStorage unusable, using memory")
  })
}

/** Client-side navigations (back and forward too) are touches, and GA4 page views under consent (Tags.tsx listens). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return
  captureRouteChange()
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT))
}
