import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Container, Eyebrow, SectionTitle } from "../../../ui/layout"
import { skipWhileOffscreen } from "../../../ui/offscreen"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteGuarantee on Query {
    guaranteeCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "guarantee" } }) {
      ...SectionCopy
    }
    renewalOfferJson {
      guaranteeDays
    }
  }
`

export function Guarantee({ data }: { data: Queries.SemanaClienteGuaranteeFragment }) {
  const copy = sectionCopy(data.guaranteeCopy, "semana-cliente/guarantee")
  const days = required(data.renewalOfferJson, "renewalOffer.json").guaranteeDays
  return (
    <section css={shellStyle} id={sectionAnchor("semana-cliente", "guarantee")} aria-labelledby="guarantee-title">
      <Container>
        <div css={panelStyle}>
          <div css={sealStyle} aria-hidden="true">
            <svg viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="currentColor" strokeLinejoin="round">
              <path d="M32 6l20 8v15c0 13-8.5 24-20 29-11.5-5-20-16-20-29V14z" strokeWidth="3" />
              <path d="M23 32l6.5 6.5L42 26" strokeWidth="3.5" strokeLinecap="round" />
            </svg>
            <strong>{days}</strong>
          </div>
          <div css={{ display: "grid", gap: theme.space[3] }}>
            {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
            <SectionTitle id="guarantee-title">{copy.title}</SectionTitle>
            <Prose html={copy.html} />
          </div>
        </div>
      </Container>
    </section>
  )
}

const shellStyle = css(skipWhileOffscreen("600px"), {
  padding: `${theme.space[8]} 0`,
  [mq.md]: { padding: `${theme.space[9]} 0` },
})

const panelStyle = css({
  display: "grid",
  gap: theme.space[5],
  justifyItems: "center",
  maxWidth: 920,
  margin: "0 auto",
  padding: `${theme.space[6]} ${theme.space[5]}`,
  border: "1px solid rgba(52, 211, 153, 0.3)",
  borderRadius: theme.radii.lg,
  background: `radial-gradient(80% 80% at 0% 50%, rgba(52, 211, 153, 0.12), transparent 70%), ${theme.colors.surface}`,
  textAlign: "center",
  [mq.md]: {
    gridTemplateColumns: "auto 1fr",
    alignItems: "center",
    gap: theme.space[7],
    padding: theme.space[7],
    textAlign: "left",
  },
})

const sealStyle = css({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: 136,
  height: 136,
  borderRadius: "50%",
  border: "1px solid rgba(52, 211, 153, 0.4)",
  background: "radial-gradient(circle, rgba(52, 211, 153, 0.22), rgba(52, 211, 153, 0.04) 70%)",
  color: theme.colors.success,
  boxShadow: "0 0 60px -10px rgba(52, 211, 153, 0.45)",
  strong: {
    position: "absolute",
    right: 6,
    bottom: 6,
    display: "grid",
    placeItems: "center",
    width: 44,
    height: 44,
    borderRadius: "50%",
    background: theme.colors.success,
    color: "#052e1f",
    fontSize: theme.fontSizes.xl,
    fontWeight: 800,
  },
})
