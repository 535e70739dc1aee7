import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Section } from "../../../ui/layout"
import { Actions, Card, Checklist } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
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
    ...HomeLabels
  }
`

export function PainVsPath({ data }: { data: Queries.HomePainVsPathFragment }) {
  const copy = sectionCopy(data.painVsPathCopy, "home/painVsPath")
  const comparison = required(data.painVsPathJson, "painVsPath.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "painVsPath")} copy={copy}>
      <div css={columnsStyle}>
        <Card css={painCardStyle}>
          <h3>{comparison.painTitle}</h3>
          <Checklist items={comparison.pains} kind="cross" />
        </Card>
        <Card css={pathCardStyle}>
          <h3>{comparison.newPathTitle}</h3>
          <Checklist items={comparison.newPath} />
        </Card>
      </div>
      <Actions>
        {copy.ctaLabel && <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>}
      </Actions>
      <Checklist css={trustStyle} items={comparison.trustPoints} inline aria-label={ui.home.trustLabel} />
    </Section>
  )
}

const columnsStyle = css({
  display: "grid",
  gap: theme.space[4],
  [mq.md]: { gridTemplateColumns: "1fr 1fr", gap: theme.space[5] },
  h3: { fontSize: theme.fontSizes.xl, marginBottom: theme.space[2] },
})

const painCardStyle = css({
  background: `linear-gradient(180deg, rgba(248, 113, 113, 0.06), ${theme.colors.surface} 60%)`,
  borderColor: "rgba(248, 113, 113, 0.2)",
})

const pathCardStyle = css({
  background: `linear-gradient(180deg, rgba(139, 92, 246, 0.14), ${theme.colors.surface} 70%)`,
  borderColor: "rgba(139, 92, 246, 0.45)",
  boxShadow: theme.shadows.glow,
  li: { color: theme.colors.text },
})

const trustStyle = css({ marginTop: theme.space[5], fontWeight: 600 })
