import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { sectionCopy } from "../../../content-model/copy"
import { SectionFrame, SectionHeading } from "../../../ui/layout"
import { Checklist } from "../../../ui/primitives"
import { Picture } from "../../../ui/Picture"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment HomeMembers on Query {
    membersCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "members" } }) {
      ...SectionCopy
      frontmatter {
        image {
          childImageSharp {
            gatsbyImageData(width: 1100, formats: [AUTO, WEBP, AVIF], outputPixelDensities: [0.5, 1])
          }
        }
      }
    }
  }
`

export function Members({ data }: { data: Queries.HomeMembersFragment }) {
  const copy = sectionCopy(data.membersCopy, "home/members")
  const id = sectionAnchor("home", "members")
  const image = copy.image?.childImageSharp?.gatsbyImageData
  return (
    <SectionFrame id={id}>
      <div css={layoutStyle}>
        <div css={{ display: "grid", gap: theme.space[4] }}>
          <SectionHeading id={id} copy={copy} />
          {copy.subtitle && <p>{copy.subtitle}</p>}
          <Prose html={copy.html} />
          {copy.bullets && <Checklist items={copy.bullets} />}
        </div>
        {image && (
          <div css={shotStyle}>
            <Picture image={image} alt={copy.imageAlt ?? ""} sizes="(min-width: 1024px) 640px, calc(100vw - 32px)" />
          </div>
        )}
      </div>
    </SectionFrame>
  )
}

const layoutStyle = css({
  display: "grid",
  gap: theme.space[6],
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "1fr 1.3fr", gap: theme.space[8] },
})

const shotStyle = css({
  overflow: "hidden",
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.borderStrong}`,
  boxShadow: "0 30px 80px -30px rgba(139, 92, 246, 0.5)",
})
