import styled from "@emotion/styled"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { mq } from "../../theme/theme"
import { Container, Eyebrow, SectionTitle } from "../ui/layout"
import { Mark, MarkList } from "../ui/primitives"
import { Prose } from "../ui/Prose"
import type { HomeCopy } from "../home-types"

export function MembersArea({ copy }: { copy: HomeCopy }) {
  const image = getImage(copy.image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <Shell id="members" aria-labelledby="members-title">
      <Container>
        <Layout>
          <Text>
            {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
            <SectionTitle id="members-title">{copy.title}</SectionTitle>
            {copy.subtitle && <p>{copy.subtitle}</p>}
            <Prose html={copy.html} />
            {copy.bullets && (
              <MarkList>
                {copy.bullets.map(bullet => (
                  <li key={bullet}>
                    <Mark />
                    {bullet}
                  </li>
                ))}
              </MarkList>
            )}
          </Text>
          {image && (
            <Shot>
              <GatsbyImage image={image} alt={copy.imageAlt ?? ""} sizes="(min-width: 1024px) 640px, calc(100vw - 32px)" />
            </Shot>
          )}
        </Layout>
      </Container>
    </Shell>
  )
}

const Shell = styled.section`
  padding: ${({ theme }) => `${theme.space[8]} 0`};
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[9]} 0`};
  }
`

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
