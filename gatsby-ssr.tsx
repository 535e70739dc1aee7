import { CacheProvider } from "@emotion/react"
import type { GatsbySSR } from "gatsby"
import { offerDocument } from "./src/features/offers/offer-document"
import { LeadModalHost } from "./src/features/lead/modal/LeadModalHost"
import { DeferredTags } from "./src/features/consent/tags/DeferredTags"
import { DeferredMeasurement } from "./src/features/measurement/deferred"
import { PageShell } from "./src/ui/PageShell"
import { createPageStyleCache, pageStyleTags } from "./src/lib/emotion-ssr"
import { GlobalStyles } from "./src/theme/GlobalStyles"

// The same tree as gatsby-browser.tsx, so hydration matches; its own Emotion cache, whose CSS goes in the head.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <CacheProvider value={createPageStyleCache(props.location.pathname)}>
    <PageShell globalStyles={<GlobalStyles />}>
      {element}
      <LeadModalHost />
      <DeferredTags />
      <DeferredMeasurement />
    </PageShell>
  </CacheProvider>
)

/** Gatsby 5 passes the rendered body too; its types omit it. */
type RenderBodyArgs = Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0] & { bodyHtml?: unknown }

export const onRenderBody = ({ bodyHtml, pathname, setHtmlAttributes, setHeadComponents }: RenderBodyArgs) => {
  // Forced dark mode from the first byte: no light flash before styles load.
  setHtmlAttributes({ lang: "pt-BR", style: { colorScheme: "dark", background: "#07070c" } })
  setHeadComponents(pageStyleTags(pathname, bodyHtml))
  // The offers' state on <html> from the first paint: the customer week on /semana-cliente, the promo on /.
  const offers = offerDocument(pathname, Date.now())
  if (offers) {
    setHtmlAttributes(offers.htmlAttributes)
    setHeadComponents(offers.headComponents)
  }
}
