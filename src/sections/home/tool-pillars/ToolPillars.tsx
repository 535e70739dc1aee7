import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { Card, CardGrid, Checklist, IconTile } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment HomeToolPillars on Query {
    toolPillarsCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "toolPillars" } }) {
      ...SectionCopy
    }
    toolPillarsJson {
      pillars {
        id
        name
        title
        description
        icon
        highlights
      }
      templateCategories {
        name
        count
        icon
      }
    }
    ...HomeLabels
  }
`

export function ToolPillars({ data }: { data: Queries.HomeToolPillarsFragment }) {
  const copy = sectionCopy(data.toolPillarsCopy, "home/toolPillars")
  const { pillars, templateCategories } = required(data.toolPillarsJson, "toolPillars.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "toolPillars")} copy={copy}>
      <CardGrid columns={{ md: 2, xl: 4 }}>
        {pillars.map(pillar => (
          <li key={pillar.id}>
            <Card css={pillarCardStyle}>
              <IconTile aria-hidden="true">{pillar.icon}</IconTile>
              <h3>{pillar.name}</h3>
              <strong>{pillar.title}</strong>
              <p>{pillar.description}</p>
              <Checklist items={pillar.highlights} />
            </Card>
          </li>
        ))}
      </CardGrid>
      <h3 css={categoriesTitleStyle} id="template-categories">
        {ui.home.categoriesTitle}
      </h3>
      <CardGrid css={categoriesStyle} columns={{ base: 2, md: 3, lg: 6 }} gap={3} aria-labelledby="template-categories">
        {templateCategories.map(category => (
          <li key={category.name}>
            <span aria-hidden="true">{category.icon}</span>
            <span css={{ fontSize: theme.fontSizes.sm, fontWeight: 700 }}>{category.name}</span>
            <span css={countStyle}>
              <strong>{category.count}</strong> <span>{ui.home.templatesUnit}</span>
            </span>
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

const pillarCardStyle = css({
  height: "100%",
  h3: { fontSize: theme.fontSizes.xl },
  strong: { color: theme.colors.accentText },
  "> p": { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  li: { fontSize: theme.fontSizes.sm },
})

const categoriesTitleStyle = css({
  margin: `${theme.space[8]} 0 ${theme.space[5]}`,
  textAlign: "center",
  fontSize: theme.fontSizes.xl,
})

const categoriesStyle = css({
  li: {
    display: "grid",
    justifyItems: "center",
    gap: theme.space[1],
    padding: theme.space[4],
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    textAlign: "center",
    fontSize: "1.5rem",
  },
})

const countStyle = css({
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
  strong: { fontSize: theme.fontSizes.xl, fontWeight: 800, color: theme.colors.text },
})
