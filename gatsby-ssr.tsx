import { CacheProvider } from "@emotion/react"
import type { GatsbySSR } from "gatsby"
import { customerWeekDocument } from "./src/features/customer-week"
import { LeadModalHost } from "./src/features/lead"
import { DeferredTags } from "./src/features/consent"
import { PageShell, Root } from "./src/ui/Root"
import { createPageStyleCache, pageStyleTags } from "./src/lib/emotion-ssr"
import { INTER_URL } from "./src/theme/fonts"
import { GlobalStyles } from "./src/theme/GlobalStyles"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>

// Same tree as gatsby-browser so hydration matches; both extras render nothing on the server.
// Page level, not root level: Gatsby also renders wrapRootElement around each page's Head
// (in a detached node), where the global styles, a modal and the tag loader must not run.
// The page renders with its own Emotion cache, whose CSS onRenderBody puts in the head.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <CacheProvider value={createPageStyleCache(props.location.pathname)}>
    <PageShell globalStyles={<GlobalStyles />}>
      {element}
      <LeadModalHost />
      <DeferredTags />
    </PageShell>
  </CacheProvider>
)

/** Gatsby 5 passes the rendered body too; its types omit it (see src/lib/emotion-ssr.ts). */
type RenderBodyArgs = Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0] & { bodyHtml?: unknown }

export const onRenderBody = ({ bodyHtml, pathname, setHtmlAttributes, setHeadComponents }: RenderBodyArgs) => {
  // Forced dark mode from the first byte: no light flash before styles load.
  setHtmlAttributes({ lang: "pt-BR", style: { colorScheme: "dark", background: "#07070c" } })
  setHeadComponents([
    // Inter's Latin subset (all the Portuguese copy needs), fetched at once rather than after the CSS is parsed.
    <link key="preload-inter" rel="preload" href={INTER_URL} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...pageStyleTags(pathname, bodyHtml),
  ])
  // /semana-cliente: the customer week's state on <html>, right from the first paint (src/features/customer-week/ssr.tsx).
  const week = customerWeekDocument(pathname, Date.now())
  if (week) {
    setHtmlAttributes(week.htmlAttributes)
    setHeadComponents(week.headComponents)
  }
}
