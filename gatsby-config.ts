import { execSync } from "node:child_process"
import type { GatsbyConfig } from "gatsby"
import siteJson from "./content/site.json"
import { applyEnvOverrides, resolveVariant } from "./src/content-model/settings"
import { resolveBuildEnvironment } from "./src/content-model/build-environment"

function gitBranch(): string | undefined {
  try {
    return execSync("git rev-parse --abbrev-ref HEAD", { stdio: ["ignore", "pipe", "ignore"], encoding: "utf8" }).trim()
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
  // The build's plugins in order (local ones in plugins/<name>/).
  plugins: [
    "content-build", // validates content/, declares the GraphQL types from the zod schemas, renders MDX
    "page-head", // each page's head from content (title, canonical, sharing cards, JSON-LD)
    {
      resolve: "gatsby-plugin-emotion",
      // Else on under `gatsby build` (NODE_ENV unset while Babel runs): each styled module grew into its own chunk.
      options: { sourceMap: false },
    },
    "gatsby-plugin-image", // with sharp: the images' AVIF, WebP and JPEG files, which src/ui/Picture writes
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "inline-placeholders", // ImageSharp.inlinePlaceholder: a small WebP data URI
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
        excludes: ["/obrigado", "/admin/ab", "/404", "/404.html", "/dev-404-page"],
        // "/obrigado/" and "/obrigado" are the same page.
        filterPages: ({ path }: { path: string }, excluded: string) => (path.replace(/\/+$/, "") || "/") === excluded,
      },
    },
    // After the build, in this order: the NUL workaround and scripts-after-first-paint change the pages' bytes that
    // security-headers hashes; security-headers reads the editor's config; seo-files follows the sitemap.
    "react-nul-workaround", // removes the NUL bytes react-dom 18.3's streaming renderer writes
    "scripts-after-first-paint", // Gatsby's scripts load once the server HTML has painted
    "cms-admin", // public/admin/: Decap CMS, its config.yml, save hook and preview; /admin/validate
    "security-headers", // public/_headers: each route's CSP, with its inline scripts' hashes
    "seo-files", // /sitemap.xml and the robots.txt Sitemap line
    "tab-icon", // a small PNG tab icon from static/favicon.svg
    "consent-styles", // the cookie banner's stylesheet, fetched with it, not inlined in every page
    "side-effect-free", // webpack drops modules that only define exports nothing uses
    "chunk-load-retry", // a chunk that fails to load is fetched again (Gatsby gives up after one failure)
  ],
}

export default config
