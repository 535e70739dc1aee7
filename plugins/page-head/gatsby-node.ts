import type { GatsbyNode } from "gatsby"
import { graphql, type GraphQLResolveInfo } from "gatsby/graphql"
import type { CreateResolvers } from "../shared/create-resolvers"
import { HEAD_CONTENT_QUERY, pageHead, type HeadContent } from "./page-head"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "One tag of a page's head: a <meta> (name or property, and content) or a <link> (rel and href)."
    type PageHeadTag {
      name: String
      property: String
      content: String
      rel: String
      href: String
    }
    "A page's head as the build computed it from content (plugins/page-head)."
    type PageHead {
      title: String!
      tags: [PageHeadTag!]!
      jsonLd: [String!]!
    }
  `)
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  ;(createResolvers as CreateResolvers)({
    Query: {
      pageHead: {
        type: "PageHead!",
        args: { page: "String!", noindex: "Boolean" },
        // A query on the site's own schema, in the page query's context: every figure resolves as on the
        // pages, and gatsby develop re-runs the page's query when that content changes.
        resolve: async (
          _source: unknown,
          args: { page: string; noindex?: boolean | null },
          context: unknown,
          info: GraphQLResolveInfo,
        ) => {
          const result = await graphql({ schema: info.schema, source: HEAD_CONTENT_QUERY, contextValue: context })
          if (result.errors?.length) throw new Error(result.errors.map(error => error.message).join("\n"))
          return pageHead(args.page, args.noindex === true, result.data as unknown as HeadContent)
        },
      },
    },
  })
}
