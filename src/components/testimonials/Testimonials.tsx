import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Section } from "../ui/layout"
import type { HomeCopy, Testimonial, UiStrings } from "../home-types"

export function Testimonials({ copy, testimonials }: { copy: HomeCopy; testimonials: readonly Testimonial[]; ui: UiStrings }) {
  return (
    <Section id="testimonials" copy={copy}>
      <ul>
        {testimonials.map(testimonial => {
          const image = getImage(testimonial.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={testimonial.jsonId}>
              {image && <GatsbyImage image={image} alt={testimonial.imageAlt} />}
              <p>
                <strong>{testimonial.value}</strong> · {testimonial.date}
              </p>
              <blockquote>{testimonial.quote}</blockquote>
              <p>
                {testimonial.name}, {testimonial.role}
              </p>
              <p>{testimonial.description}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
