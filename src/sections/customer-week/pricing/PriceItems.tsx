import { css } from "@emotion/react"
import { mq, theme } from "../../../theme/theme"
import { formatPrice } from "../../../lib/price"
import { listReset } from "../../../ui/primitives"

type Items = NonNullable<Queries.SemanaClientePricingFragment["valueStackJson"]>["items"]
type Labels = NonNullable<Queries.SemanaClientePricingFragment["renewalJson"]>["labels"]

export function PriceItems({ items, total, labels }: { items: Items; total: number; labels: Labels }) {
  return (
    <section css={priceListStyle} aria-labelledby="price-list-title">
      <h3 id="price-list-title">{labels.priceListTitle}</h3>
      <ul css={itemsStyle}>
        {items.map(item => (
          <li key={item.id}>
            <div>
              <strong>{item.name}</strong>
              <small>{item.renewalDescription}</small>
            </div>
            <span css={priceStyle}>
              {formatPrice(item.price)}
              <span>{labels.perYear}</span>
            </span>
          </li>
        ))}
      </ul>
      <p css={totalStyle} data-testid="individual-total">
        <span>{labels.individualTotal}</span>
        <s>{formatPrice(total)}</s>
      </p>
    </section>
  )
}

const priceListStyle = css({
  padding: theme.space[5],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  boxShadow: theme.shadows.card,
  h3: { fontSize: theme.fontSizes.lg, fontWeight: 700, marginBottom: theme.space[3] },
  [mq.md]: { padding: theme.space[6] },
})

const itemsStyle = css(listReset, {
  li: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: theme.space[4],
    padding: `${theme.space[3]} 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  "li > div": { display: "grid", gap: 2, minWidth: 0 },
  strong: { fontWeight: 600 },
  small: { color: theme.colors.textFaint, fontSize: theme.fontSizes.xs, lineHeight: 1.45 },
})

const priceStyle = css({
  flex: "none",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  span: { marginLeft: 2, color: theme.colors.textFaint, fontSize: theme.fontSizes.xs, fontWeight: 500 },
})

const totalStyle = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: theme.space[4],
  paddingTop: theme.space[4],
  fontWeight: 700,
  s: {
    color: theme.colors.danger,
    fontSize: theme.fontSizes.xl,
    fontWeight: 800,
    whiteSpace: "nowrap",
    textDecorationThickness: 2,
  },
})
