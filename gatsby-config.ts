import { execSync } from "node:child_process"
import type { GatsbyConfig } from "gatsby"
import siteJson from "./content/site.json"
import { applyEnvOverrides, resolveVariant } from "./src/content-model/settings"
import { resolveBuildEnvironment } from "./src/content-model/build-environment"

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
    ...applyEnvOverrides(siteJson, process.env),
    variant: resolveVariant(process.env, gitBranch),
    // production, branch, preview or local: every lead and analytics event says which.
    environment: resolveBuildEnvironment(process.env),
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // The build's plugins in order, each with what it does (local ones in plugins/<name>/).
  plugins: [
    // Validates content/ first, declares the GraphQL types from the zod schemas, renders MDX to HTML.
    "content-build",
    // Each page's head from content (title, canonical, sharing cards, JSON-LD): GraphQL pageHead.
    "page-head",
    {
      resolve: "gatsby-plugin-emotion",
      // The plugin turns inline CSS source maps on whenever NODE_ENV is not "production" while Babel is configured,
      // as under `gatsby build`; they made each styled module so big that Gatsby's "lib" split gave each a chunk.
      options: { sourceMap: false },
    },
    // sharp makes the images' AVIF, WebP and JPEG files at build; src/ui/Picture writes them.
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // ImageSharp.inlinePlaceholder: a small WebP data URI of the width and quality a query asks for.
    "inline-placeholders",
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after it (offer.json → OfferJson), for object files too.
      options: {
        typeName: ({ node }: { node: { name: string } }) =>
          node.name.replace(/(?:^|[-_\s]+)(.)/g, (_, letter: string) => letter.toUpperCase()) + "Json",
      },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/content/data` } },
    { resolve: "gatsby-source-filesystem", options: { name: "copy", path: `${__dirname}/content/copy` } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: `${__dirname}/content/images` } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The buyers' thank-you page and the A/B verdict (noindex), and the 404 page.
        excludes: ["/obrigado", "/admin/ab", "/404", "/404.html", "/dev-404-page"],
        // "/obrigado/" and "/obrigado" are the same page.
        filterPages: ({ path }: { path: string }, excluded: string) => (path.replace(/\/+$/, "") || "/") === excluded,
      },
    },
    // From here on, after the build, in this order: the NUL workaround changes the pages' bytes that
    // security-headers then hashes; security-headers reads the editor's config.
    // Removes the NUL bytes react-dom 18.3's streaming renderer writes into the HTML (invalid HTML).
    "react-nul-workaround",
    // Gatsby's scripts load once the server HTML has painted (swaps tags security-headers hashes).
    "scripts-after-first-paint",
    // public/admin/: Decap CMS, its generated config.yml, save hook and preview pane; answers /admin/validate.
    "cms-admin",
    // public/_headers: static/_headers plus each route's CSP, with the hashes of its page's inline scripts.
    "security-headers",
    // After gatsby-plugin-sitemap: /sitemap.xml and the robots.txt Sitemap line.
    "seo-files",
    // The tab icon in every head: a small PNG made from static/favicon.svg.
    "tab-icon",
    // vanilla-cookieconsent's stylesheet, fetched with the cookie banner instead of inlined in every page.
    "consent-styles",
    // Webpack leaves out modules whose exports nothing uses and which only define them.
    "side-effect-free",
    // A chunk whose script fails to load is fetched again: Gatsby gives up on a page after one failure.
    "chunk-load-retry",
  ],
}

export default config
