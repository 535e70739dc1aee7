import { graphql } from "gatsby"

/** Gatsby reads fragments only from a module's exports; `@public` tells knip that nothing imports them. */
/** @public */ export const sectionFragments = graphql`
  # A section's copy file (content/copy/<page>/<section>.mdx): its frontmatter and its body as HTML.
  fragment SectionCopy on Mdx {
    html
    frontmatter {
      section
      title
      eyebrow
      subtitle
      badge
      ctaLabel
      secondaryCtaLabel
      bullets
      videoId
      videoTitle
      note
      imageAlt
    }
  }

  # A video poster above the fold, often the page's largest paint. The 0.75 step (720 px) is what a phone takes
  # instead of the 960 px file. Its placeholder is a softer copy inlined in the HTML, so a phone paints the poster
  # with the first paint; 400 px wide, no narrower than a phone's poster, so the file replaces it without a new,
  # later largest paint, and of low quality, which keeps the home page's HTML within two round trips (Lighthouse's
  # mobile model).
  fragment SectionPoster on Mdx {
    frontmatter {
      poster {
        childImageSharp {
          gatsbyImageData(
            width: 960
            layout: CONSTRAINED
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
            outputPixelDensities: [0.5, 0.75, 1]
          )
          inlinePlaceholder(width: 400, quality: 25)
        }
      }
    }
  }

  # A card's image: the portfolio's slides, the home testimonials.
  fragment CardImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF], outputPixelDensities: [0.5, 1])
    }
  }
`
