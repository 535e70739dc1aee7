import { css } from "@emotion/react"
import { formatPrice } from "../../../lib/price"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { Checklist, GradientText } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment HomeCourse on Query {
    courseCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "course" } }) {
      ...SectionCopy
    }
    offerJson {
      courseHours
      courseValue
    }
    ...HomeLabels
  }
`

export function Course({ data }: { data: Queries.HomeCourseFragment }) {
  const copy = sectionCopy(data.courseCopy, "home/course")
  const offer = required(data.offerJson, "offer.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "course")} copy={copy} tone="raised">
      <dl css={figuresStyle}>
        <div>
          <dt>{ui.home.courseHoursLabel}</dt>
          <dd>
            <GradientText>{offer.courseHours}</GradientText>
          </dd>
        </div>
        <div>
          <dt>{ui.home.courseValueLabel}</dt>
          <dd>{formatPrice(offer.courseValue)}</dd>
        </div>
      </dl>
      {copy.bullets && <Checklist items={copy.bullets} />}
    </Section>
  )
}

const figuresStyle = css({
  display: "grid",
  gap: theme.space[4],
  maxWidth: 760,
  margin: "0 auto",
  [mq.sm]: { gridTemplateColumns: "1fr 1fr" },
  div: {
    display: "flex",
    flexDirection: "column-reverse",
    alignItems: "center",
    gap: theme.space[1],
    padding: theme.space[6],
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.surfaceRaised,
    textAlign: "center",
  },
  dt: { color: theme.colors.textMuted },
  dd: {
    margin: 0,
    fontSize: "clamp(2.5rem, 2rem + 2vw, 3.5rem)",
    fontWeight: 850,
    letterSpacing: "-0.03em",
    lineHeight: 1.1,
  },
})
