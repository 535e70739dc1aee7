import type { GatsbySSR } from "gatsby"
import { LeadModalHost } from "./src/components/lead-modal/LeadModalHost"
import { renderWithCriticalCss } from "./src/components/seo/render-with-critical-css"
import { DeferredTags } from "./src/components/tracking/DeferredTags"
import { PageShell, Root } from "./src/components/ui/Root"
import { INTER_URL } from "./src/theme/fonts"
import { GlobalStyles } from "./src/theme/GlobalStyles"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>

// Same tree as gatsby-browser so hydration matches; both extras render nothing on the server.
// Page level, not root level: Gatsby also renders wrapRootElement around each page's Head
// (in a detached node), where the global styles, a modal and the tag loader must not run.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageShell globalStyles={<GlobalStyles />}>
    {element}
    <LeadModalHost />
    <DeferredTags />
  </PageShell>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  // Forced dark mode from the first byte: no light flash before styles load.
  setHtmlAttributes({ lang: "pt-BR", style: { colorScheme: "dark", background: "#07070c" } })
  // Inter's Latin subset (all the Portuguese copy needs), fetched at once rather than after the CSS is parsed.
  setHeadComponents([
    <link key="preload-inter" rel="preload" href={INTER_URL} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

/** One head `<style>` with the page's Emotion CSS instead of a tag per styled element (see render-with-critical-css). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styleTag } = await renderWithCriticalCss(bodyComponent)
  replaceBodyHTMLString(html)
  if (styleTag) setHeadComponents([styleTag])
}
