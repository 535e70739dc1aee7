// The build's steps live in local plugins (plugins/, listed and described in gatsby-config.ts).
// The content's GraphQL types are declared here, as the site's own: Gatsby warns
// when a plugin customizes types that Gatsby or another plugin owns (Site, Mdx).
export { createResolvers, createSchemaCustomization } from "./plugins/content-model/graphql-schema"
