import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { sectionCopy } from "../../../content-model/copy"
import { Icon } from "../../../ui/icons"
import { Section } from "../../../ui/layout"
import { renewalQuestions } from "./questions"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteFaq on Query {
    faqCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "faq" } }) {
      ...SectionCopy
    }
    faqJson {
      questions {
        id
        page
        question
        answer
        weekOnly
      }
    }
  }
`

/** Native <details>: keyboard, screen readers and find-in-page work without JavaScript. */
export function Faq({ data }: { data: Queries.SemanaClienteFaqFragment }) {
  const copy = sectionCopy(data.faqCopy, "semana-cliente/faq")
  return (
    <Section id={sectionAnchor("semana-cliente", "faq")} copy={copy}>
      <div css={listStyle}>
        {renewalQuestions(data.faqJson).map(item => (
          <details css={itemStyle} key={item.id} data-week-only={item.weekOnly ?? undefined}>
            <summary>
              <span>{item.question}</span>
              <Icon path="M6 9l6 6 6-6" size={20} stroke={2.2} />
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

const listStyle = css({ display: "grid", gap: theme.space[3], maxWidth: 800, margin: "0 auto" })

const itemStyle = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  transition: "border-color 0.2s ease, background-color 0.2s ease",
  "&[open]": { borderColor: "rgba(139, 92, 246, 0.45)", background: theme.colors.surfaceRaised },
  svg: { flex: "none", color: theme.colors.accentText, transition: "transform 0.2s ease" },
  "&[open] svg": { transform: "rotate(180deg)" },
  summary: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: theme.space[4],
    minHeight: 56,
    padding: `${theme.space[4]} ${theme.space[5]}`,
    fontWeight: 700,
    cursor: "pointer",
    listStyle: "none",
    borderRadius: "inherit",
  },
  "summary::-webkit-details-marker": { display: "none" },
  "summary:hover": { color: theme.colors.accentText },
  "summary:focus-visible": { outlineOffset: -3 },
  p: { padding: `0 ${theme.space[5]} ${theme.space[5]}`, color: theme.colors.textMuted },
})
