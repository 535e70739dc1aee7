import styled from "@emotion/styled"
import { mq } from "../../../theme/theme"

type Items = NonNullable<Queries.SemanaClientePricingFragment["renewalPriceItemsJson"]>["items"]
type Labels = NonNullable<Queries.SemanaClientePricingFragment["renewalJson"]>["labels"]

/** The nine items priced one by one, and their struck-through sum. */
export function PriceItems({ items, total, labels }: { items: Items; total: string; labels: Labels }) {
  return (
    <PriceList aria-labelledby="price-list-title">
      <h3 id="price-list-title">{labels.priceListTitle}</h3>
      <Items>
        {items.map(item => (
          <li key={item.id}>
            <div>
              <strong>{item.name}</strong>
              <small>{item.description}</small>
            </div>
            <Price>
              {item.price}
              <span>{labels.perYear}</span>
            </Price>
          </li>
        ))}
      </Items>
      <Total data-testid="individual-total">
        <span>{labels.individualTotal}</span>
        <s>{total}</s>
      </Total>
    </PriceList>
  )
}

const PriceList = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.45;
  }
`

const Price = styled.span`
  flex: none;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  span {
    margin-left: 2px;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 500;
  }
`

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  font-weight: 700;
  s {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
    white-space: nowrap;
    text-decoration-thickness: 2px;
  }
`
