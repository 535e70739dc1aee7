import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Section } from "../ui/layout"
import type { HomeCopy, PortfolioItem, UiStrings } from "../home-types"

export function Portfolio({ copy, items, ui }: { copy: HomeCopy; items: readonly PortfolioItem[]; ui: UiStrings }) {
  return (
    <Section id="portfolio" copy={copy}>
      <ul>
        {items.map(item => {
          const image = getImage(item.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={item.jsonId}>
              {image && <GatsbyImage image={image} alt={item.imageAlt} />}
              <h3>
                <span aria-hidden="true">{item.icon}</span> {item.name}
              </h3>
              <p>{item.title}</p>
              <p>{item.description}</p>
              <p>
                {ui.carousel.implementationLabel}: {item.implementationValue}
              </p>
              {item.monthlyValue && (
                <p>
                  {ui.carousel.monthlyLabel}: {item.monthlyValue}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
