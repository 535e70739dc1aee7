import { graphql } from "gatsby"

/**
 * GraphQL fragments shared by the page queries (/ and /semana-cliente).
 * Gatsby registers every fragment globally; this export only carries them.
 */
export const sharedFragments = graphql`
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

  fragment UiStrings on UiJson {
    banner {
      text
      countdownPrefix
      hurryLine
      ctaLabel
      closeLabel
    }
    widget {
      openLabel
      closeLabel
      title
      salesLabel
      salesDescription
      whatsappLabel
      whatsappDescription
      promoBubble
    }
    modal {
      closeLabel
      phaseCtaLabel
      learningsTitle
      resultTitle
      featuresTitle
      storyTitle
    }
    carousel {
      previousLabel
      nextLabel
      dotLabel
      zoomInLabel
      zoomOutLabel
      resetLabel
      implementationLabel
      monthlyLabel
      regionLabel
      slideLabel
      zoomHint
      zoomLevelLabel
      pauseLabel
      playLabel
    }
    video {
      playLabel
      unavailableTitle
    }
    footer {
      ...FooterStrings
    }
    home {
      ratingLabel
      trustLabel
      layersTitle
      pillarsTitle
      phaseLabel
      detailsLabel
      basicAgentsTitle
      advancedAgentsTitle
      toolsTitle
      categoriesTitle
      templatesUnit
      courseHoursLabel
      courseValueLabel
      bonusValueLabel
      perMonth
      perYear
      stackTotalLabel
      discountLabel
      savingLabel
      priceRevealLabel
      includedLabel
      excludedLabel
    }
  }

  # The section's video poster: above the fold on both pages, so no blurred placeholder.
  # The 0.75 step (720 px) is what a phone takes (about 380 CSS px at 1.75–2×) instead of the 960 px file.
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
