import type { GatsbySSR } from "gatsby"

declare const TAB_ICON: { href: string; sizes: string }

// Inline: a linked tab icon is one more request before the largest paint. Search engines need an address, so the SVG
// is the touch icon, fetched only when a page is saved to a home screen.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="icon" rel="icon" type="image/png" sizes={TAB_ICON.sizes} href={TAB_ICON.href} />,
    <link key="touch-icon" rel="apple-touch-icon" href="/favicon.svg" />,
  ])
}
