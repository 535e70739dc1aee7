// The build's steps live in local plugins (plugins/, listed in gatsby-config.ts):
// content-model, inline-placeholders, react-nul-workaround, scripts-after-first-paint, cms-admin,
// security-headers, seo-files, consent-styles, page-commons, side-effect-free.
// The content's GraphQL types are declared here, as the site's own: Gatsby warns
// when a plugin customizes types that Gatsby or another plugin owns (Site, Mdx).
export { createResolvers, createSchemaCustomization } from "./plugins/content-model/graphql-schema"
