import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { CSSProperties } from "react"

interface PictureProps {
  /** The files sharp made at build time (gatsby-plugin-image's `gatsbyImageData`). */
  image: IGatsbyImageData
  alt: string
  /** The image's rendered width, for the browser's choice of file (a real one: the files run to 1100 px). */
  sizes: string
  /** Above the fold: fetched with the page. Else the browser fetches it as it nears the viewport. */
  eager?: boolean
  /** An above-the-fold image whose inline copy already paints can wait behind what the page needs first. */
  fetchPriority?: "high" | "low"
  /** A small copy of the image as a data URI, in the HTML: it paints with the page until the file arrives. */
  inlineCopy?: string | null
  /** Fills its positioned parent (a video's poster) instead of taking the image's own proportions. */
  fill?: boolean
  className?: string
}

/**
 * A build-time image as plain HTML: `<picture>` with its AVIF and WebP files,
 * the browser's own lazy loading, and the image's dominant colour (or its
 * inline copy) until the file paints. It works the same before, after and
 * without JavaScript, and needs none: gatsby-plugin-image 3.16's `GatsbyImage`,
 * once hydrated, fetched react-dom/server (21 KB of gzip) on every page with an
 * image, and when that fetch failed Gatsby reloaded the page
 * (docs/performance.md, "Images and video").
 */
export function Picture({
  image,
  alt,
  sizes,
  eager = false,
  fetchPriority,
  inlineCopy,
  fill,
  className,
}: PictureProps) {
  const { width, height, backgroundColor, images } = image
  const frame = {
    "--picture-ratio": `${width} / ${height}`,
    "--picture-width": `${width}px`,
    backgroundColor,
  } as CSSProperties
  return (
    <div className={className} css={[frameStyle, fill && fillStyle]} style={frame} data-picture="">
      {inlineCopy && <img src={inlineCopy} alt="" aria-hidden="true" decoding="async" data-picture-copy="" />}
      <picture>
        {images.sources?.map(source => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          // Lowercase: React 18 knows no fetchPriority prop (src/types/react-html-attributes.d.ts).
          fetchpriority={fetchPriority}
          data-picture-file=""
        />
      </picture>
    </div>
  )
}

const frameStyle = css`
  position: relative;
  overflow: hidden;
  width: 100%;
  max-width: var(--picture-width);
  aspect-ratio: var(--picture-ratio);
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    margin: 0;
    object-fit: cover;
  }
`

const fillStyle = css`
  position: absolute;
  inset: 0;
  max-width: none;
  aspect-ratio: auto;
`
