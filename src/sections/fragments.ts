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

  # A video poster above the fold, often the page's largest paint. The 0.75 step
  # (720 px) is what a phone takes (about 380 CSS px at 1.75–2×) instead of the
  # 960 px file. Its placeholder is a real, softer copy inlined in the HTML (about
  # 2.5 KB): a phone paints the poster with the first paint instead of a round trip
  # later. It is 400 px wide, no narrower than a phone's poster, so the sharp file
  # replaces it without being a new, later largest paint, and of low quality, which
  # keeps the home page's HTML within two round trips in Lighthouse's mobile model.
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
`
