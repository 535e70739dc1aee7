import { execSync } from "node:child_process"
import type { GatsbyConfig } from "gatsby"
import siteJson from "./content/site.json"
import { applyEnvOverrides, resolveVariant } from "./src/content-model/settings"
import { resolveBuildEnvironment } from "./src/content-model/build-environment"

function jsonTypeName(fileName: string): string {
  const camel = fileName.replace(/[-_\s]+(.)/g, (_, letter: string) => letter.toUpperCase())
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Json`
}

const settings = applyEnvOverrides(siteJson, process.env)

/** Pages kept out of the sitemap: the buyers' thank-you page and the A/B verdict (noindex), and the 404 page. */
const SITEMAP_EXCLUDES = ["/obrigado", "/admin/ab", "/404", "/404.html", "/dev-404-page"]

function gitBranch(): string | undefined {
  try {
    return execSync("git rev-parse --abbrev-ref HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()
  } catch {
    return undefined
  }
}

const config: GatsbyConfig = {
  siteMetadata: {
    ...settings,
    variant: resolveVariant(process.env, gitBranch),
    // production, branch, preview or local: every lead and analytics event says which.
    environment: resolveBuildEnvironment(process.env),
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // The build's plugins, in order, each with what it does: this list is the one the docs point to.
  // Local ones live in plugins/<name>/; the workarounds among them are judged in docs/architecture.md.
  plugins: [
    // Validates content/ before anything else, declares the GraphQL types from the zod schemas, renders MDX to HTML.
    "content-build",
    // Each page's head (title, description, canonical, sharing cards, JSON-LD) computed from content: GraphQL pageHead.
    "page-head",
    {
      resolve: "gatsby-plugin-emotion",
      // No inline CSS source maps: the plugin turns them on whenever NODE_ENV is not "production" while
      // Babel is configured, which `gatsby build` is then. Minifying drops them, but before that they made
      // each styled module weigh over 160 kB, so Gatsby's "lib" split gave every one its own chunk
      // (docs/performance.md, "First-load JavaScript").
      options: { sourceMap: false },
    },
    // Images: sharp makes AVIF, WebP and JPEG files at build (gatsbyImageData); src/ui/Picture writes them.
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // ImageSharp.inlinePlaceholder: a small WebP data URI of the width and quality a query asks for.
    "inline-placeholders",
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after it (offer.json → OfferJson), for object files too.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
    // content/: structured data, copy (MDX) and images.
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/content/data` } },
    { resolve: "gatsby-source-filesystem", options: { name: "copy", path: `${__dirname}/content/copy` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/content/images` } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    // /sitemap-index.xml and its pages, without the thank-you page and the 404.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: SITEMAP_EXCLUDES,
        // "/obrigado/" and "/obrigado" are the same page.
        filterPages: ({ path: pagePath }: { path: string }, excluded: string) =>
          (pagePath.replace(/\/+$/, "") || "/") === excluded,
      },
    },
    // After the build, in this order: the NUL workaround changes the pages' bytes
    // that security-headers then hashes; security-headers reads the editor's config.
    // Removes the NUL bytes react-dom 18.3's streaming renderer writes into the HTML (invalid HTML).
    "react-nul-workaround",
    // Gatsby's scripts load once the server HTML has painted (swaps tags security-headers hashes).
    "scripts-after-first-paint",
    // public/admin/: Decap CMS, its generated config.yml, save hook and preview pane; answers /admin/validate.
    "cms-admin",
    // public/_headers: static/_headers plus each route's CSP, with the hashes of its page's inline scripts.
    "security-headers",
    // After gatsby-plugin-sitemap: /sitemap.xml and the robots.txt Sitemap line (plugins/seo-files).
    "seo-files",
    // The site's icon in every head: the tab icon a small PNG made from static/favicon.svg.
    "tab-icon",
    // vanilla-cookieconsent's stylesheet, fetched with the cookie banner instead of inlined in every page.
    "consent-styles",
    // Webpack leaves out modules whose exports nothing uses and which only define them (plugins/side-effect-free).
    "side-effect-free",
    // A chunk whose script fails to load is fetched again: Gatsby gives up on a page after one failure.
    "chunk-load-retry",
  ],
}

export default config
