import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { GradientText, listReset } from "../../../ui/primitives"
import { usePlans } from "../../../features/lead/plans"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
  fragment HomeValueStack on Query {
    valueStackCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "valueStack" } }) {
      ...SectionCopy
    }
    valueStackJson {
      items {
        id
        name
        price
        description
      }
    }
    offerJson {
      valueStackTotal
      discount
      saving
    }
    ...HomeLabels
  }
`

export function ValueStack({ data }: { data: Queries.HomeValueStackFragment }) {
  const copy = sectionCopy(data.valueStackCopy, "home/valueStack")
  const { items } = required(data.valueStackJson, "valueStack.json")
  const offer = required(data.offerJson, "offer.json")
  const max = usePlans().find(plan => plan.id === "max")
  const labels = required(data.uiJson, "ui.json").home
  return (
    <Section id={sectionAnchor("home", "valueStack")} copy={copy}>
      <div css={receiptStyle}>
        <ul css={itemsStyle}>
          {items.map(item => (
            <li key={item.id}>
              <div>
                <strong>{item.name}</strong>
                <span>{item.description}</span>
              </div>
              <span css={priceStyle}>
                {formatPrice(item.price)}
                <small>{labels.perYear}</small>
              </span>
            </li>
          ))}
        </ul>
        <p css={totalStyle}>
          <span>{labels.stackTotalLabel}</span>
          <s data-testid="stack-total">
            {formatPrice(offer.valueStackTotal)}
            {labels.perYear}
          </s>
        </p>
        <div css={revealStyle}>
          <div css={badgesStyle}>
            <span css={badgeStyle}>
              {offer.discount}% {labels.discountLabel}
            </span>
            <span css={badgeStyle} data-tone="success">
              {labels.savingLabel} {formatPrice(offer.saving)}
            </span>
          </div>
          {max && (
            <>
              <p css={{ color: theme.colors.textMuted }}>{labels.priceRevealLabel}</p>
              <p css={bigPriceStyle}>
                <GradientText>{formatPrice(max.price)}</GradientText>
              </p>
              <p css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {max.paymentTerms} · {max.period}
              </p>
            </>
          )}
        </div>
      </div>
    </Section>
  )
}

const receiptStyle = css({
  maxWidth: 760,
  margin: "0 auto",
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  overflow: "hidden",
})

const itemsStyle = css(listReset, {
  padding: `${theme.space[2]} ${theme.space[4]}`,
  [mq.md]: { padding: `${theme.space[3]} ${theme.space[6]}` },
  li: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: theme.space[4],
    padding: `${theme.space[4]} 0`,
    borderBottom: `1px dashed ${theme.colors.border}`,
  },
  "li:last-of-type": { borderBottom: 0 },
  "li > div": { display: "grid", gap: 2 },
  "li span": { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
})

const priceStyle = css({
  flex: "none",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  "&&": { color: theme.colors.text, fontSize: theme.fontSizes.md },
  small: { color: theme.colors.textMuted, fontWeight: 500 },
})

const totalStyle = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: theme.space[4],
  padding: theme.space[4],
  borderTop: `1px solid ${theme.colors.borderStrong}`,
  background: "rgba(255, 255, 255, 0.03)",
  fontWeight: 700,
  [mq.md]: { padding: `${theme.space[4]} ${theme.space[6]}` },
  s: { color: theme.colors.danger, fontSize: theme.fontSizes.xl, textDecorationThickness: 2 },
})

const revealStyle = css({
  display: "grid",
  justifyItems: "center",
  gap: theme.space[2],
  padding: `${theme.space[6]} ${theme.space[4]}`,
  textAlign: "center",
  background: theme.colors.gradientSoft,
  borderTop: "1px solid rgba(139, 92, 246, 0.35)",
})

const badgesStyle = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: theme.space[2],
  marginBottom: theme.space[2],
})

const badgeStyle = css({
  padding: "0.3rem 0.8rem",
  borderRadius: theme.radii.pill,
  background: "rgba(139, 92, 246, 0.22)",
  color: theme.colors.accentText,
  fontWeight: 800,
  fontSize: theme.fontSizes.sm,
  '&[data-tone="success"]': { background: "rgba(52, 211, 153, 0.14)", color: "#86efac" },
})

const bigPriceStyle = css({
  fontSize: "clamp(2.75rem, 2rem + 3vw, 4rem)",
  fontWeight: 900,
  letterSpacing: "-0.04em",
  lineHeight: 1.05,
})
