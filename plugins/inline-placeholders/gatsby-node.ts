import type { GatsbyNode } from "gatsby"
import sharp from "sharp"
import type { CreateResolvers } from "../shared/create-resolvers"

interface FileNode {
  absolutePath: string
  internal: { contentDigest: string }
}

/**
 * `ImageSharp.inlinePlaceholder(width, quality)`: the image as a small WebP data URI, which the page paints with its
 * first paint, of the width and quality the page chooses (gatsby-plugin-image's BLURRED placeholder takes a width but
 * not a quality). Cached by the file's content: only a changed image is encoded again.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }) => {
  ;(createResolvers as CreateResolvers)({
    ImageSharp: {
      inlinePlaceholder: {
        type: "String",
        args: { width: "Int!", quality: "Int!" },
        resolve: async (
          source: { parent: string | null },
          { width, quality }: { width: number; quality: number },
          context: { nodeModel: { getNodeById: (query: { id: string }) => FileNode | null } },
        ): Promise<string | null> => {
          const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null
          if (!file) return null
          const key = `${file.internal.contentDigest}-${width}-${quality}`
          const cached = (await cache.get(key)) as string | undefined
          if (cached) return cached
          const webp = await sharp(file.absolutePath).rotate().resize({ width }).webp({ quality }).toBuffer()
          const dataUri = `data:image/webp;base64,${webp.toString("base64")}`
          await cache.set(key, dataUri)
          return dataUri
        },
      },
    },
  })
}
