import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { WeekText } from "../../../features/customer-week/WeekText"
import { required, sectionCopy } from "../../../content-model/copy"
import { Container, SectionTitle } from "../../../ui/layout"
import { skipWhileOffscreen } from "../../../ui/offscreen"
import { Prose } from "../../../ui/Prose"
import { BuyButton } from "../BuyButton"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteFinalCta on Query {
    finalCtaCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "finalCta" } }) {
      ...SectionCopy
      ...OutsideWeekCopy
    }
    renewalOfferJson {
      ...RenewalOfferCheckout
    }
  }
`

export function FinalCta({ data }: { data: Queries.SemanaClienteFinalCtaFragment }) {
  const copy = sectionCopy(data.finalCtaCopy, "semana-cliente/finalCta")
  const offer = required(data.renewalOfferJson, "renewalOffer.json")
  return (
    <section css={shellStyle} id={sectionAnchor("semana-cliente", "finalCta")} aria-labelledby="final-cta-title">
      <Container>
        <div css={panelStyle}>
          <SectionTitle id="final-cta-title">
            <WeekText during={copy.title} outside={copy.outsideWeekTitle} />
          </SectionTitle>
          <Prose html={copy.html} />
          <BuyButton copy={copy} offer={offer} />
        </div>
      </Container>
    </section>
  )
}

const shellStyle = css(skipWhileOffscreen("550px"), {
  padding: `${theme.space[6]} 0 ${theme.space[8]}`,
  [mq.md]: { padding: `${theme.space[7]} 0 ${theme.space[9]}` },
})

const panelStyle = css({
  display: "grid",
  gap: theme.space[4],
  justifyItems: "center",
  maxWidth: 880,
  margin: "0 auto",
  padding: `${theme.space[7]} ${theme.space[4]}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.lg,
  background: `radial-gradient(80% 100% at 50% 0%, rgba(139, 92, 246, 0.3), transparent 70%), radial-gradient(60% 80% at 50% 100%, rgba(34, 211, 238, 0.14), transparent 70%), ${theme.colors.surface}`,
  textAlign: "center",
  boxShadow: "0 40px 100px -40px rgba(139, 92, 246, 0.6)",
  a: {
    width: "100%",
    maxWidth: 420,
    marginTop: theme.space[3],
    paddingLeft: theme.space[4],
    paddingRight: theme.space[4],
  },
  [mq.md]: { padding: `${theme.space[8]} ${theme.space[7]}` },
})
