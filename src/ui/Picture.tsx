import { css } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

// `sizes`: its rendered width, for the browser's choice of file; `inlineCopy`: a data URI painted until the file
// arrives; `fill`: fill the positioned parent (a video's poster).
type PictureProps = { image: IGatsbyImageData; alt: string; sizes: string; eager?: boolean; className?: string }
type PictureOptions = { fetchPriority?: "high" | "low"; inlineCopy?: string | null; fill?: boolean }

/** A build-time image as plain `<picture>` HTML (GatsbyImage fetched react-dom/server once hydrated). */
export function Picture({ image, sizes, inlineCopy, ...props }: PictureProps & PictureOptions) {
  const { width, height, backgroundColor, images } = image
  const frame = { "--picture-ratio": `${width} / ${height}`, "--picture-width": `${width}px`, backgroundColor }
  return (
    <div className={props.className} css={[frameStyle, props.fill && fillStyle]} style={frame} data-picture="">
      {inlineCopy && <img src={inlineCopy} alt="" aria-hidden="true" decoding="async" />}
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
          alt={props.alt}
          loading={props.eager ? "eager" : "lazy"}
          decoding="async"
          // Lowercase: React 18 knows no fetchPriority prop (src/types/react-html-attributes.d.ts).
          fetchpriority={props.fetchPriority}
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
