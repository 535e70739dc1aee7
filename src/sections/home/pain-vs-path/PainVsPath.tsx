import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { sectionAnchor, sectionLink } from "../../page-sections"
import { mq } from "../../../theme/theme"
import { required, sectionCopy } from "../../copy"
import { ButtonLink } from "../../../ui/Button"
import { Section } from "../../../ui/layout"
import { Actions, Card, Checklist } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomePainVsPath on Query {
    painVsPathCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "painVsPath" } }) {
      ...SectionCopy
    }
    painVsPathJson {
      painTitle
      pains
      newPathTitle
      newPath
      trustPoints
    }
    uiJson {
      home {
        trustLabel
      }
    }
  }
`

/** The pains of the old way beside the new path, a call to pricing and the trust points. */
export function PainVsPath({ data }: { data: Queries.HomePainVsPathFragment }) {
  const copy = sectionCopy(data.painVsPathCopy, "home/painVsPath")
  const comparison = required(data.painVsPathJson, "painVsPath.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "painVsPath")} copy={copy}>
      <Columns>
        <PainCard>
          <h3>{comparison.painTitle}</h3>
          <Checklist items={comparison.pains} kind="cross" />
        </PainCard>
        <PathCard>
          <h3>{comparison.newPathTitle}</h3>
          <Checklist items={comparison.newPath} />
        </PathCard>
      </Columns>
      <Actions>
        {copy.ctaLabel && <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>}
      </Actions>
      <Trust items={comparison.trustPoints} inline aria-label={ui.home.trustLabel} />
    </Section>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`

const PainCard = styled(Card)`
  background: linear-gradient(180deg, rgba(248, 113, 113, 0.06), ${({ theme }) => theme.colors.surface} 60%);
  border-color: rgba(248, 113, 113, 0.2);
`

const PathCard = styled(Card)`
  background: linear-gradient(180deg, rgba(139, 92, 246, 0.14), ${({ theme }) => theme.colors.surface} 70%);
  border-color: rgba(139, 92, 246, 0.45);
  box-shadow: ${({ theme }) => theme.shadows.glow};
  li {
    color: ${({ theme }) => theme.colors.text};
  }
`

const Trust = styled(Checklist)`
  margin-top: ${({ theme }) => theme.space[5]};
  font-weight: 600;
`
