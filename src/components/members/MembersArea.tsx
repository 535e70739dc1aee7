import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Section } from "../ui/layout"
import type { HomeCopy } from "../home-types"

export function MembersArea({ copy }: { copy: HomeCopy }) {
  const image = getImage(copy.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <Section id="members" copy={copy}>
      {image && <GatsbyImage image={image} alt={copy.imageAlt ?? ""} />}
      {copy.bullets && (
        <ul>
          {copy.bullets.map(bullet => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </Section>
  )
}
