import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { Card, CardGrid, Mark } from "../../../ui/primitives"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteIncludes on Query {
    includesCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "includes" } }) {
      ...SectionCopy
    }
    renewalJson {
      includes {
        name
        price
        per
        description
      }
      bonuses {
        title
        price
        description
      }
      labels {
        bonusLabel
        bonusesTitle
      }
    }
  }
`

export function Includes({ data }: { data: Queries.SemanaClienteIncludesFragment }) {
  const copy = sectionCopy(data.includesCopy, "semana-cliente/includes")
  const { includes, bonuses, labels } = required(data.renewalJson, "renewal.json")
  return (
    <Section id={sectionAnchor("semana-cliente", "includes")} copy={copy}>
      <CardGrid columns={{ md: 2 }} gap={{ base: 3, md: 4 }}>
        {includes.map(item => (
          <li css={itemStyle} key={item.name}>
            <Mark />
            <div>
              <div css={itemHeadStyle}>
                <h3>{item.name}</h3>
                <span css={valueStyle}>
                  {formatPrice(item.price)}
                  {item.per && `/${item.per}`}
                </span>
              </div>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </CardGrid>
      <div data-week-only="open">
        <h3 css={bonusesTitleStyle} id="bonuses-title">
          {labels.bonusesTitle}
        </h3>
        <CardGrid min="280px" aria-labelledby="bonuses-title">
          {bonuses.map((bonus, index) => (
            <li key={bonus.title}>
              <Card css={bonusCardStyle}>
                <span css={bonusTagStyle}>
                  {labels.bonusLabel} {index + 1}
                </span>
                <h4>{bonus.title}</h4>
                <p>{bonus.description}</p>
                <p css={bonusValueStyle}>{formatPrice(bonus.price)}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </div>
    </Section>
  )
}

const itemStyle = css({
  display: "flex",
  gap: theme.space[3],
  alignItems: "flex-start",
  padding: theme.space[4],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  "> div": { flex: 1, minWidth: 0 },
  p: { marginTop: theme.space[1], color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
})

const itemHeadStyle = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `${theme.space[1]} ${theme.space[3]}`,
  h3: { fontSize: theme.fontSizes.md, fontWeight: 700 },
})

const valueStyle = css({
  flex: "none",
  color: theme.colors.accentText,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  whiteSpace: "nowrap",
})

const bonusesTitleStyle = css({
  margin: `${theme.space[8]} auto ${theme.space[5]}`,
  maxWidth: 640,
  textAlign: "center",
  fontSize: theme.fontSizes.xl,
  fontWeight: 800,
})

const bonusCardStyle = css({
  height: "100%",
  borderColor: "rgba(251, 191, 36, 0.3)",
  background: `radial-gradient(120% 70% at 100% 0%, rgba(251, 191, 36, 0.12), transparent 60%), ${theme.colors.surface}`,
  h4: { fontSize: theme.fontSizes.lg, fontWeight: 700 },
  p: { color: theme.colors.textMuted },
})

const bonusTagStyle = css({
  alignSelf: "flex-start",
  justifySelf: "start",
  width: "fit-content",
  padding: "2px 10px",
  borderRadius: theme.radii.pill,
  background: "rgba(251, 191, 36, 0.14)",
  color: theme.colors.warning,
  fontSize: theme.fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
})

const bonusValueStyle = css({
  alignSelf: "end",
  "&&": { color: theme.colors.warning },
  fontSize: theme.fontSizes.lg,
  fontWeight: 800,
})
