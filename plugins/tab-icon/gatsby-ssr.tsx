import type { GatsbySSR } from "gatsby"

/** Made at build from static/favicon.svg (gatsby-node.ts): its data URI and its `sizes`. */
declare const TAB_ICON: { href: string; sizes: string }

/**
 * The site's icon, in the head of every page from the server, never in the browser's
 * JavaScript. The tab icon is inline, a PNG made from the SVG (tab-icon.ts): a linked
 * icon is fetched as the HTML finishes parsing, so on the text routes it was one more
 * request finishing before the largest paint (about 0.1× the floor's LCP in the bench).
 * Search engines need an address for the icon (Google Search reads `icon` and
 * `apple-touch-icon` links with a URL), so the SVG itself, served at /favicon.svg from
 * static/, is the touch icon; browsers fetch it only when a visitor saves the page to
 * a home screen.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="icon" rel="icon" type="image/png" sizes={TAB_ICON.sizes} href={TAB_ICON.href} />,
    <link key="touch-icon" rel="apple-touch-icon" href="/favicon.svg" />,
  ])
}
