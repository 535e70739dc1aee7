import "@fontsource-variable/inter"
import type { GatsbyBrowser } from "gatsby"
import { LeadModalHost } from "./src/components/lead-modal/LeadModalHost"
import { startRuntime, captureNow } from "./src/components/tracking/runtime"
import { Tags } from "./src/components/tracking/Tags"
import { Root } from "./src/components/ui/Root"
import { delegateInPageLinks } from "./src/lib/scroll"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Root>{element}</Root>

// Page level, not root level: Gatsby also renders wrapRootElement around each page's Head
// (in a detached node), where a modal and the tag loader must not run.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <>
    {element}
    <LeadModalHost />
    <Tags />
  </>
)

/**
 * Campaign capture and the lead outbox retry run at every page load, on every
 * route; "#section" links scroll smoothly from here on, before hydration.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startRuntime()
  delegateInPageLinks(window)
}

/** Client-side navigations, including back/forward between pages, are touches too. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) captureNow()
}
