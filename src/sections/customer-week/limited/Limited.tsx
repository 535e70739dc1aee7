import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { Checklist } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteLimited on Query {
    limitedCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "limited" } }) {
      ...SectionCopy
    }
    renewalJson {
      afterOffer
      labels {
        afterOfferTitle
      }
    }
  }
`

export function Limited({ data }: { data: Queries.SemanaClienteLimitedFragment }) {
  const copy = sectionCopy(data.limitedCopy, "semana-cliente/limited")
  const { afterOffer, labels } = required(data.renewalJson, "renewal.json")
  // It announces the end of the week: once the page sells at full price, it has nothing left to say.
  return (
    <div data-week-only="open">
      <Section id={sectionAnchor("semana-cliente", "limited")} copy={copy}>
        <section css={panelStyle} aria-labelledby="after-offer-title">
          <h3 id="after-offer-title">{labels.afterOfferTitle}</h3>
          <Checklist items={afterOffer} kind="cross" />
        </section>
      </Section>
    </div>
  )
}

const panelStyle = css({
  maxWidth: 720,
  margin: "0 auto",
  padding: theme.space[5],
  border: "1px solid rgba(251, 191, 36, 0.35)",
  borderRadius: theme.radii.lg,
  background: `radial-gradient(100% 80% at 100% 0%, rgba(251, 191, 36, 0.1), transparent 70%), ${theme.colors.surface}`,
  h3: { marginBottom: theme.space[3], color: theme.colors.warning, fontSize: theme.fontSizes.lg },
  li: { color: theme.colors.text },
})
