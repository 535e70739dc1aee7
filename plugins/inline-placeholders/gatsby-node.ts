import type { GatsbyNode } from "gatsby"
import sharp from "sharp"
import type { CreateResolvers } from "../shared/create-resolvers"

interface FileNode {
  absolutePath: string
  internal: { contentDigest: string }
}

/** A WebP data URI painted with the first paint: gatsby-plugin-image's BLURRED placeholder takes no quality. */
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
