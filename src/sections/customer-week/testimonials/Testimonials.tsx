import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { CardGrid } from "../../../ui/primitives"
import { Picture } from "../../../ui/Picture"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteTestimonials on Query {
    testimonialsCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "testimonials" } }) {
      ...SectionCopy
    }
    renewalTestimonialsJson {
      testimonials {
        id
        name
        value
        caption
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, formats: [AUTO, WEBP, AVIF], outputPixelDensities: [0.5, 1])
          }
        }
      }
    }
  }
`

const SHOT_SIZES = "(min-width: 1024px) 270px, (min-width: 480px) calc(50vw - 32px), calc(100vw - 32px)"

export function Testimonials({ data }: { data: Queries.SemanaClienteTestimonialsFragment }) {
  const copy = sectionCopy(data.testimonialsCopy, "semana-cliente/testimonials")
  const { testimonials } = required(data.renewalTestimonialsJson, "renewalTestimonials.json")
  return (
    <Section id={sectionAnchor("semana-cliente", "testimonials")} copy={copy}>
      <CardGrid columns={{ sm: 2, lg: 4 }} gap={{ base: 4, lg: 5 }}>
        {testimonials.map(testimonial => {
          const image = testimonial.image.childImageSharp?.gatsbyImageData
          return (
            <li key={testimonial.id}>
              <figure css={figureStyle}>
                {image && <Picture image={image} alt={testimonial.imageAlt} sizes={SHOT_SIZES} className="shot" />}
                <figcaption>
                  <strong css={valueStyle}>{formatPrice(testimonial.value)}</strong>
                  <span css={{ fontWeight: 700 }}>{testimonial.name}</span>
                  <span css={captionStyle}>{testimonial.caption}</span>
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
  display: "flex",
  flexDirection: "column",
  height: "100%",
  margin: 0,
  overflow: "hidden",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  boxShadow: theme.shadows.card,
  ".shot": { aspectRatio: "1", borderBottom: `1px solid ${theme.colors.border}` },
  figcaption: { display: "grid", gap: theme.space[1], padding: theme.space[4] },
})

const valueStyle = css({
  fontSize: theme.fontSizes.xl,
  fontWeight: 800,
  color: theme.colors.success,
  fontVariantNumeric: "tabular-nums",
})

const captionStyle = css({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })
