import { graphql } from "gatsby"

/**
 * GraphQL fragments every section may use. Gatsby registers fragments
 * globally; this export only carries them.
 */
/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const sectionFragments = graphql`
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

  # A video poster above the fold: no blurred placeholder. The 0.75 step (720 px)
  # is what a phone takes (about 380 CSS px at 1.75–2×) instead of the 960 px file.
  fragment SectionPoster on Mdx {
    frontmatter {
      poster {
        childImageSharp {
          gatsbyImageData(
            width: 960
            layout: CONSTRAINED
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
            outputPixelDensities: [0.25, 0.5, 0.75, 1]
          )
        }
      }
    }
  }
`
