import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"

interface ImagePreloadProps {
  /** The gatsbyImageData of the image the page paints largest above the fold. */
  image: IGatsbyImageData | null | undefined
  /** The same `sizes` the GatsbyImage gets, so the preload and the `<picture>` pick the same file. */
  sizes: string
}

/**
 * Preloads the page's largest image (its LCP element) at high priority from the
 * head of the HTML, with the first (smallest: AVIF) source gatsby-plugin-image
 * renders; a browser without that format skips the preload by its `type`.
 * Without it the image waits behind the scripts and the font at low priority.
 */
export function ImagePreload({ image, sizes }: ImagePreloadProps) {
  const data = getImage(image ?? null)
  const source =
    data?.images.sources?.[0] ?? (data?.images.fallback ? { ...data.images.fallback, type: undefined } : undefined)
  if (!source?.srcSet) return null
  return (
    <link
      rel="preload"
      as="image"
      type={source.type}
      imageSrcSet={source.srcSet}
      imageSizes={sizes}
      fetchpriority="high"
    />
  )
}
