import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../page-sections"
import { mq } from "../../../theme/theme"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { GradientText } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
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
    plansJson {
      plans {
        id
        price
        installments
        period
      }
    }
    uiJson {
      home {
        perYear
        stackTotalLabel
        discountLabel
        savingLabel
        priceRevealLabel
      }
    }
  }
`

/** Each product with its yearly price, the struck-through total, then the Max price revealed. */
export function ValueStack({ data }: { data: Queries.HomeValueStackFragment }) {
  const copy = sectionCopy(data.valueStackCopy, "home/valueStack")
  const { items } = required(data.valueStackJson, "valueStack.json")
  const offer = required(data.offerJson, "offer.json")
  const max = required(data.plansJson, "plans.json").plans.find(plan => plan.id === "max")
  const labels = required(data.uiJson, "ui.json").home
  return (
    <Section id={sectionAnchor("home", "valueStack")} copy={copy}>
      <Receipt>
        <Items>
          {items.map(item => (
            <li key={item.id}>
              <div>
                <strong>{item.name}</strong>
                <span>{item.description}</span>
              </div>
              <Price>
                {item.price}
                <small>{labels.perYear}</small>
              </Price>
            </li>
          ))}
        </Items>
        <Total>
          <span>{labels.stackTotalLabel}</span>
          <s data-testid="stack-total">
            {offer.valueStackTotal}
            {labels.perYear}
          </s>
        </Total>
        <Reveal>
          <Badges>
            <Badge>
              {offer.discount} {labels.discountLabel}
            </Badge>
            <Badge data-tone="success">
              {labels.savingLabel} {offer.saving}
            </Badge>
          </Badges>
          {max && (
            <>
              <RevealLabel>{labels.priceRevealLabel}</RevealLabel>
              <BigPrice>
                <GradientText>{max.price}</GradientText>
              </BigPrice>
              <Installments>
                {max.installments} · {max.period}
              </Installments>
            </>
          )}
        </Reveal>
      </Receipt>
    </Section>
  )
}

const Receipt = styled.div`
  max-width: 760px;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[4]} 0`};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  li:last-of-type {
    border-bottom: 0;
  }
  li > div {
    display: grid;
    gap: 2px;
  }
  li span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

const Price = styled.span`
  flex: none;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
`

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: rgba(255, 255, 255, 0.03);
  font-weight: 700;
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  }
  s {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-decoration-thickness: 2px;
  }
`

const Reveal = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.gradientSoft};
  border-top: 1px solid rgba(139, 92, 246, 0.35);
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`

const Badge = styled.span`
  padding: 0.3rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(139, 92, 246, 0.22);
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[data-tone="success"] {
    background: rgba(52, 211, 153, 0.14);
    color: #86efac;
  }
`

const RevealLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const BigPrice = styled.p`
  font-size: clamp(2.75rem, 2rem + 3vw, 4rem);
  font-weight: 900;
  letter-spacing: -0.04em;
  line-height: 1.05;
`

const Installments = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
