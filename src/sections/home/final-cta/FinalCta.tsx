import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { Actions } from "../../../ui/primitives"
import { SectionFrame, SectionHeading } from "../../../ui/layout"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment HomeFinalCta on Query {
    finalCtaCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "finalCta" } }) {
      ...SectionCopy
    }
  }
`

export function FinalCta({ data }: { data: Queries.HomeFinalCtaFragment }) {
  const copy = sectionCopy(data.finalCtaCopy, "home/finalCta")
  const id = sectionAnchor("home", "finalCta")
  return (
    <SectionFrame id={id}>
      <div css={panelStyle}>
        <SectionHeading id={id} copy={copy} />
        <Prose css={{ maxWidth: 680 }} html={copy.html} />
        <Actions css={{ marginTop: theme.space[4] }}>
          {copy.ctaLabel && <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>}
          {copy.secondaryCtaLabel && (
            <ButtonLink href={sectionLink("home", "demos")} variant="secondary">
              {copy.secondaryCtaLabel}
            </ButtonLink>
          )}
        </Actions>
      </div>
    </SectionFrame>
  )
}

const panelStyle = css({
  display: "grid",
  justifyItems: "center",
  gap: theme.space[4],
  padding: `${theme.space[7]} ${theme.space[5]}`,
  border: "1px solid rgba(139, 92, 246, 0.4)",
  borderRadius: theme.radii.lg,
  background: `radial-gradient(ellipse 60% 80% at 50% 0%, rgba(139, 92, 246, 0.3), transparent 70%), radial-gradient(ellipse 50% 60% at 100% 100%, rgba(34, 211, 238, 0.14), transparent 70%), ${theme.colors.surface}`,
  textAlign: "center",
  [mq.md]: { padding: `${theme.space[9]} ${theme.space[8]}` },
})
