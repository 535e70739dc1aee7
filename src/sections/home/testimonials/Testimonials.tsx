import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { useSiteSettings } from "../../../content/useSiteSettings"
import { sectionAnchor } from "../../page-sections"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { CardGrid, GradientText } from "../../../ui/primitives"
import { VideoFacade } from "../../../ui/VideoFacade"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomeTestimonials on Query {
    testimonialsCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "testimonials" } }) {
      ...SectionCopy
    }
    testimonialsJson {
      testimonials {
        id
        name
        role
        date
        value
        imageAlt
        description
        quote
        videoId
        image {
          childImageSharp {
            gatsbyImageData(
              width: 720
              layout: CONSTRAINED
              formats: [AUTO, WEBP, AVIF]
              outputPixelDensities: [0.5, 1]
            )
          }
        }
      }
    }
    uiJson {
      video {
        playLabel
      }
    }
  }
`

/** The cards' rendered widths: three columns from 1024 px, two from 768 px. */
const CARD_SIZES = "(min-width: 1024px) 340px, (min-width: 768px) 45vw, calc(100vw - 32px)"

/** Students' results: the amount, when, their words, and one video testimonial. */
export function Testimonials({ data }: { data: Queries.HomeTestimonialsFragment }) {
  const { videoHost } = useSiteSettings()
  const copy = sectionCopy(data.testimonialsCopy, "home/testimonials")
  const { testimonials } = required(data.testimonialsJson, "testimonials.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "testimonials")} copy={copy}>
      <CardGrid columns={3}>
        {testimonials.map(testimonial => {
          const image = getImage(testimonial.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={testimonial.id} data-video={testimonial.videoId ? "true" : undefined}>
              <Figure>
                {testimonial.videoId && image ? (
                  <VideoFacade
                    videoId={testimonial.videoId}
                    title={`${testimonial.name}: ${testimonial.value}`}
                    poster={image}
                    playLabel={ui.video.playLabel}
                    host={videoHost}
                    sizes={CARD_SIZES}
                  />
                ) : null}
                {image && !testimonial.videoId && (
                  <Shot>
                    <GatsbyImage image={image} alt={testimonial.imageAlt} sizes={CARD_SIZES} />
                  </Shot>
                )}
                <div>
                  <Value>
                    <GradientText>{testimonial.value}</GradientText>
                  </Value>
                  <When>{testimonial.date}</When>
                </div>
                <blockquote>“{testimonial.quote}”</blockquote>
                {/* The figure's caption is its last child: who said it, and what they built. */}
                <figcaption>
                  <Who>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.role}</span>
                  </Who>
                  <Description>{testimonial.description}</Description>
                </figcaption>
              </Figure>
            </li>
          )
        })}
      </CardGrid>
    </Section>
  )
}

const Figure = styled.figure`
  height: 100%;
  margin: 0;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  figcaption {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Who = styled.p`
  display: grid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** The student's result screen, shown whole. */
const Shot = styled.div`
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 850;
  line-height: 1.2;
`

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Description = styled.p`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
