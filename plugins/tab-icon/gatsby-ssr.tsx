import type { GatsbySSR } from "gatsby"

/** Made at build from static/favicon.svg (gatsby-node.ts): its data URI and its `sizes`. */
declare const TAB_ICON: { href: string; sizes: string }

/**
 * The site's icon, in every page's head from the server, never in the browser's JavaScript. The tab icon is inline (a
 * linked one is one more request before the largest paint); search engines need an address for the icon, so the SVG
 * itself, at /favicon.svg, is the touch icon, fetched only when a page is saved to a home screen.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="icon" rel="icon" type="image/png" sizes={TAB_ICON.sizes} href={TAB_ICON.href} />,
    <link key="touch-icon" rel="apple-touch-icon" href="/favicon.svg" />,
  ])
}
