import styled from "@emotion/styled"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { mq } from "../../theme/theme"
import { SectionFrame, SectionHeading } from "../ui/layout"
import { Checklist } from "../ui/primitives"
import { Prose } from "../ui/Prose"
import type { HomeCopy } from "../home-types"

export function MembersArea({ copy }: { copy: HomeCopy }) {
  const image = getImage(copy.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <SectionFrame id="members">
      <Layout>
        <Text>
          <SectionHeading id="members" copy={copy} />
          {copy.subtitle && <p>{copy.subtitle}</p>}
          <Prose html={copy.html} />
          {copy.bullets && <Checklist items={copy.bullets} />}
        </Text>
        {image && (
          <Shot>
            <GatsbyImage
              image={image}
              alt={copy.imageAlt ?? ""}
              sizes="(min-width: 1024px) 640px, calc(100vw - 32px)"
            />
          </Shot>
        )}
      </Layout>
    </SectionFrame>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: 1fr 1.3fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Shot = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: 0 30px 80px -30px rgba(139, 92, 246, 0.5);
`
