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

  # A poster above the fold, often the largest paint: a phone takes the 720 px step; its placeholder, inlined in the
  # HTML, is as wide as a phone's poster (no later largest paint) and of low quality (the HTML stays in two round trips).
  fragment SectionPoster on Mdx {
    frontmatter {
      poster {
        childImageSharp {
          gatsbyImageData(
            width: 960
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
      gatsbyImageData(width: 720, formats: [AUTO, WEBP, AVIF], outputPixelDensities: [0.5, 1])
    }
  }
`
