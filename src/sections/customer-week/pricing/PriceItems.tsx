import { css } from "@emotion/react"
import { mq, theme } from "../../../theme/theme"
import { formatPrice } from "../../../lib/price"

type Items = NonNullable<Queries.SemanaClientePricingFragment["valueStackJson"]>["items"]
type Labels = NonNullable<Queries.SemanaClientePricingFragment["renewalJson"]>["labels"]

/** The nine items priced one by one, and their struck-through sum. */
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

const priceListStyle = css`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  h3 {
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    margin-bottom: ${theme.space[3]};
  }
  ${mq.md} {
    padding: ${theme.space[6]};
  }
`

const itemsStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${theme.space[4]};
    padding: ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${theme.colors.textFaint};
    font-size: ${theme.fontSizes.xs};
    line-height: 1.45;
  }
`

const priceStyle = css`
  flex: none;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  span {
    margin-left: 2px;
    color: ${theme.colors.textFaint};
    font-size: ${theme.fontSizes.xs};
    font-weight: 500;
  }
`

const totalStyle = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[4]};
  padding-top: ${theme.space[4]};
  font-weight: 700;
  s {
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.xl};
    font-weight: 800;
    white-space: nowrap;
    text-decoration-thickness: 2px;
  }
`
