import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { CardGrid, GradientText, Pill } from "../../../ui/primitives"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
  fragment HomeLlmBonus on Query {
    llmBonusCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "llmBonus" } }) {
      ...SectionCopy
    }
    llmBonusJson {
      models {
        id
        name
        vendor
        status
        description
      }
    }
    offerJson {
      llmBonusMonthly
      llmBonusYearly
    }
    ...HomeLabels
  }
`

/** Status labels come from content; the colour follows a few known words. */
function statusTone(status: string) {
  const words = status.toLowerCase()
  return words.includes("ilimitado") ? "success" : words.includes("novo") ? "info" : "accent"
}

export function LlmBonus({ data }: { data: Queries.HomeLlmBonusFragment }) {
  const copy = sectionCopy(data.llmBonusCopy, "home/llmBonus")
  const { models } = required(data.llmBonusJson, "llmBonus.json")
  const offer = required(data.offerJson, "offer.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "llmBonus")} copy={copy} tone="raised">
      <p css={valueStyle}>
        <span>{ui.home.bonusValueLabel}</span>
        <strong>
          <GradientText>
            {formatPrice(offer.llmBonusYearly)}
            {ui.home.perYear}
          </GradientText>
        </strong>
        <span>
          {formatPrice(offer.llmBonusMonthly)}
          {ui.home.perMonth}
        </span>
      </p>
      <CardGrid css={modelsStyle} columns={3} gap={{ base: 4, lg: 5 }}>
        {models.map(model => (
          <li key={model.id}>
            <div css={headerStyle}>
              <div>
                <h3>{model.name}</h3>
                <span css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}>{model.vendor}</span>
              </div>
              <Pill tone={statusTone(model.status)}>{model.status}</Pill>
            </div>
            <p>{model.description}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  )
}

const valueStyle = css({
  display: "grid",
  justifyItems: "center",
  gap: theme.space[1],
  maxWidth: 420,
  margin: `0 auto ${theme.space[7]}`,
  padding: theme.space[5],
  border: "1px solid rgba(139, 92, 246, 0.4)",
  borderRadius: theme.radii.lg,
  background: theme.colors.gradientSoft,
  textAlign: "center",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  strong: {
    fontSize: "clamp(2rem, 1.6rem + 1.8vw, 2.75rem)",
    fontWeight: 850,
    letterSpacing: "-0.03em",
    lineHeight: 1.15,
  },
})

const modelsStyle = css({
  li: {
    display: "grid",
    gap: theme.space[3],
    padding: theme.space[5],
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
  },
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
})

const headerStyle = css({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: theme.space[3],
  h3: { fontSize: theme.fontSizes.lg },
})
