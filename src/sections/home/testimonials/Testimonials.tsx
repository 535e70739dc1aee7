import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../../theme/theme"
import { useSiteSettings } from "../../../content-model/useSiteSettings"
import { sectionAnchor } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { CardGrid, GradientText } from "../../../ui/primitives"
import { Picture } from "../../../ui/Picture"
import { VideoFacade } from "../../../ui/VideoFacade"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
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
          ...CardImage
        }
      }
    }
    ...HomeLabels
  }
`

const CARD_SIZES = "(min-width: 1024px) 340px, (min-width: 768px) 45vw, calc(100vw - 32px)"

export function Testimonials({ data }: { data: Queries.HomeTestimonialsFragment }) {
  const { videoHost } = useSiteSettings()
  const copy = sectionCopy(data.testimonialsCopy, "home/testimonials")
  const { testimonials } = required(data.testimonialsJson, "testimonials.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "testimonials")} copy={copy}>
      <CardGrid columns={3}>
        {testimonials.map(testimonial => {
          const image = testimonial.image.childImageSharp?.gatsbyImageData
          return (
            <li key={testimonial.id} data-video={testimonial.videoId ? "true" : undefined}>
              <figure css={figureStyle}>
                {image &&
                  (testimonial.videoId ? (
                    <VideoFacade
                      videoId={testimonial.videoId}
                      title={`${testimonial.name}: ${formatPrice(testimonial.value)}`}
                      poster={image}
                      playLabel={ui.video.playLabel}
                      host={videoHost}
                      sizes={CARD_SIZES}
                    />
                  ) : (
                    <div css={shotStyle}>
                      <Picture image={image} alt={testimonial.imageAlt} sizes={CARD_SIZES} />
                    </div>
                  ))}
                <div>
                  <p css={{ fontSize: theme.fontSizes.xl, fontWeight: 850, lineHeight: 1.2 }}>
                    <GradientText>{formatPrice(testimonial.value)}</GradientText>
                  </p>
                  <p css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}>{testimonial.date}</p>
                </div>
                <blockquote>“{testimonial.quote}”</blockquote>
                <figcaption>
                  <p css={{ display: "grid", fontSize: theme.fontSizes.sm, span: { color: theme.colors.textMuted } }}>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.role}</span>
                  </p>
                  <p css={descriptionStyle}>{testimonial.description}</p>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </CardGrid>
    </Section>
  )
}

const figureStyle = css({
  height: "100%",
  margin: 0,
  display: "grid",
  alignContent: "start",
  gap: theme.space[4],
  padding: theme.space[5],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  blockquote: { margin: 0, color: theme.colors.text, fontSize: theme.fontSizes.md },
  figcaption: { display: "grid", gap: theme.space[4] },
})

const shotStyle = css({
  overflow: "hidden",
  aspectRatio: "1",
  borderRadius: theme.radii.sm,
  border: `1px solid ${theme.colors.border}`,
})

const descriptionStyle = css({
  paddingTop: theme.space[3],
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
})
