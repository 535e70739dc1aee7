import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../page-sections"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { Card, CardGrid, IconTile } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomeMethodology on Query {
    methodologyCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "methodology" } }) {
      ...SectionCopy
    }
    methodologyJson {
      layers {
        name
        title
        description
      }
      pillars {
        name
        title
        description
        icon
      }
    }
    uiJson {
      home {
        layersTitle
        pillarsTitle
      }
    }
  }
`

/** The method: three layers (technical, logical, mastery) and three pillars. */
export function Methodology({ data }: { data: Queries.HomeMethodologyFragment }) {
  const copy = sectionCopy(data.methodologyCopy, "home/methodology")
  const methodology = required(data.methodologyJson, "methodology.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "methodology")} copy={copy} tone="raised">
      <GroupTitle id="methodology-layers">{ui.home.layersTitle}</GroupTitle>
      <Layers as="ol" columns={threeColumns} aria-labelledby="methodology-layers">
        {methodology.layers.map((layer, index) => (
          <li key={layer.name}>
            <LayerCard>
              <LayerNumber aria-hidden="true">{String(index + 1).padStart(2, "0")}</LayerNumber>
              <h4>{layer.name}</h4>
              <strong>{layer.title}</strong>
              <p>{layer.description}</p>
            </LayerCard>
          </li>
        ))}
      </Layers>
      <GroupTitle id="methodology-pillars">{ui.home.pillarsTitle}</GroupTitle>
      <Pillars columns={threeColumns} aria-labelledby="methodology-pillars">
        {methodology.pillars.map(pillar => (
          <li key={pillar.name}>
            <Card>
              <IconTile aria-hidden="true">{pillar.icon}</IconTile>
              <h4>{pillar.name}</h4>
              <strong>{pillar.title}</strong>
              <p>{pillar.description}</p>
            </Card>
          </li>
        ))}
      </Pillars>
    </Section>
  )
}

const GroupTitle = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space[5]}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  ol + & {
    margin-top: ${({ theme }) => theme.space[8]};
  }
`

/** Both lists: one column on phones, three from md. */
const threeColumns = { md: 3 } as const

const Layers = styled(CardGrid)`
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  strong {
    color: ${({ theme }) => theme.colors.accentText};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const LayerCard = styled(Card)`
  height: 100%;
  overflow: hidden;
`

const LayerNumber = styled.span`
  font-size: 3rem;
  font-weight: 850;
  line-height: 1;
  letter-spacing: -0.04em;
  background: ${({ theme }) => theme.colors.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

const Pillars = styled(CardGrid)`
  > li > div {
    height: 100%;
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`
