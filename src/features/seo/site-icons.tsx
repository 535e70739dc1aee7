import inlineFavicon from "../../../static/favicon.svg"

/**
 * The site's icon, in the head of every page from the server (gatsby-ssr), never in
 * the browser's JavaScript.
 *
 * The tab icon is the SVG itself as a data URI (Gatsby inlines an imported file under
 * 10 KB): a linked icon is fetched as the HTML finishes parsing, so on the text routes it
 * was one more request finishing before the largest paint (about 0.1× the floor's LCP
 * in the bench). Search engines need an address for the icon (Google Search reads
 * `icon` and `apple-touch-icon` links with a URL), so the same file, served at
 * /favicon.svg from static/, is the touch icon; browsers fetch that one only when a
 * visitor saves the page to a home screen.
 */
export const siteIcons = [
  <link key="icon" rel="icon" type="image/svg+xml" href={inlineFavicon} />,
  <link key="touch-icon" rel="apple-touch-icon" href="/favicon.svg" />,
]
