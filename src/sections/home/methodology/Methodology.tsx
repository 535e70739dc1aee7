import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { Card, CardGrid, GradientText, IconTile } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
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
    ...HomeLabels
  }
`

export function Methodology({ data }: { data: Queries.HomeMethodologyFragment }) {
  const copy = sectionCopy(data.methodologyCopy, "home/methodology")
  const methodology = required(data.methodologyJson, "methodology.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "methodology")} copy={copy} tone="raised">
      <h3 css={groupTitleStyle} id="methodology-layers">
        {ui.home.layersTitle}
      </h3>
      <CardGrid css={layersStyle} as="ol" columns={{ md: 3 }} aria-labelledby="methodology-layers">
        {methodology.layers.map((layer, index) => (
          <li key={layer.name}>
            <Card css={{ height: "100%", overflow: "hidden" }}>
              <GradientText css={layerNumberStyle} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </GradientText>
              <h4>{layer.name}</h4>
              <strong>{layer.title}</strong>
              <p>{layer.description}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
      <h3 css={groupTitleStyle} id="methodology-pillars">
        {ui.home.pillarsTitle}
      </h3>
      <CardGrid css={pillarsStyle} columns={{ md: 3 }} aria-labelledby="methodology-pillars">
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
      </CardGrid>
    </Section>
  )
}

const groupTitleStyle = css({
  margin: `0 0 ${theme.space[5]}`,
  textAlign: "center",
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: theme.colors.textMuted,
  "ol + &": { marginTop: theme.space[8] },
})

const layersStyle = css({
  h4: { fontSize: theme.fontSizes.xl },
  strong: { color: theme.colors.accentText },
  p: { color: theme.colors.textMuted },
})

const layerNumberStyle = css({ fontSize: "3rem", fontWeight: 850, lineHeight: 1, letterSpacing: "-0.04em" })

const pillarsStyle = css({
  "> li > div": { height: "100%" },
  h4: { fontSize: theme.fontSizes.lg },
  strong: { color: theme.colors.text },
  p: { color: theme.colors.textMuted },
})
