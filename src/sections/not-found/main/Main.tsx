import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionCopy } from "../../../content-model/copy"
import { theme } from "../../../theme/theme"
import { ButtonLink } from "../../../ui/Button"
import { Container, Eyebrow } from "../../../ui/layout"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment NotFoundMain on Query {
    mainCopy: mdx(frontmatter: { page: { eq: "404" }, section: { eq: "main" } }) {
      ...SectionCopy
    }
  }
`

export function Main({ data }: { data: Queries.NotFoundMainFragment }) {
  const main = sectionCopy(data.mainCopy, "404/main")
  return (
    <main css={shellStyle}>
      <Container>
        <div css={panelStyle}>
          <span css={markStyle} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="2.2">
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4.5 4.5M9 9l4 4M13 9l-4 4" strokeLinecap="round" />
            </svg>
          </span>
          {main.eyebrow && <Eyebrow>{main.eyebrow}</Eyebrow>}
          <h1>{main.title}</h1>
          <Prose html={main.html} />
          {main.ctaLabel && <ButtonLink href="/">{main.ctaLabel}</ButtonLink>}
        </div>
      </Container>
    </main>
  )
}

// A fixed top and blocks that span the panel (only the fixed-size mark centred): nothing moves as the HTML arrives.
const shellStyle = css({
  minHeight: ["100vh", "100svh"],
  padding: `max(${theme.space[7]}, 12vh) 0 ${theme.space[7]}`,
  background:
    "radial-gradient(45% 40% at 50% 35%, rgba(139, 92, 246, 0.22), transparent 80%), radial-gradient(35% 30% at 70% 70%, rgba(34, 211, 238, 0.1), transparent 80%)",
})

const panelStyle = css({
  display: "grid",
  gap: theme.space[4],
  maxWidth: 620,
  margin: "0 auto",
  padding: `${theme.space[7]} ${theme.space[5]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: "rgba(16, 16, 26, 0.75)",
  boxShadow: theme.shadows.card,
  textAlign: "center",
  h1: { fontSize: theme.fontSizes["2xl"], fontWeight: 800 },
  a: { justifySelf: "center", marginTop: theme.space[3] },
})

const markStyle = css({
  justifySelf: "center",
  display: "grid",
  placeItems: "center",
  width: 72,
  height: 72,
  borderRadius: "50%",
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.gradientSoft,
  color: theme.colors.accentText,
})
