import type { GatsbyNode } from "gatsby"
import type { CreateResolvers } from "../shared/create-resolvers"
import { inlinePlaceholder, type InlinePlaceholderSize } from "./inline-placeholder"

interface FileNode {
  absolutePath: string
  internal: { contentDigest: string }
}

interface ResolverContext {
  nodeModel: { getNodeById: (query: { id: string }) => FileNode | null }
}

/**
 * `ImageSharp.inlinePlaceholder(width, quality)`: the image as a small WebP data URI, for a
 * placeholder whose size the page chooses (gatsby-plugin-image's BLURRED placeholder takes a
 * width but not a quality). Cached by the file's content, so only a changed image is encoded again.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }) => {
  ;(createResolvers as CreateResolvers)({
    ImageSharp: {
      inlinePlaceholder: {
        type: "String",
        args: { width: "Int!", quality: "Int!" },
        resolve: async (
          source: { parent: string | null },
          size: InlinePlaceholderSize,
          context: ResolverContext,
        ): Promise<string | null> => {
          const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null
          if (!file) return null
          const key = `${file.internal.contentDigest}-${size.width}-${size.quality}`
          const cached = (await cache.get(key)) as string | undefined
          if (cached) return cached
          const dataUri = await inlinePlaceholder(file.absolutePath, size)
          await cache.set(key, dataUri)
          return dataUri
        },
      },
    },
  })
}
