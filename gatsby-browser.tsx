import "@fontsource-variable/inter"
import type { GatsbyBrowser } from "gatsby"
import { LeadModalHost } from "./src/components/lead-modal/LeadModalHost"
import { startRuntime, captureNow } from "./src/components/tracking/runtime"
import { Tags } from "./src/components/tracking/Tags"
import { Root } from "./src/components/ui/Root"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <Root>
    {element}
    <LeadModalHost />
    <Tags />
  </Root>
)

/** Campaign capture and the lead outbox retry run at every page load, on every route. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startRuntime()
}

/** Client-side navigations, including back/forward between pages, are touches too. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) captureNow()
}
