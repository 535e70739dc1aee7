import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../page-sections"
import { mq } from "../../../theme/theme"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { Card, CardGrid, Mark } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment SemanaClienteIncludes on Query {
    includesCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "includes" } }) {
      ...SectionCopy
    }
    renewalJson {
      includes {
        name
        value
        description
      }
      bonuses {
        title
        value
        description
      }
      labels {
        bonusLabel
        bonusesTitle
      }
    }
  }
`

/** What the Max plan includes, each item with its value, then the three exclusive bonuses. */
export function Includes({ data }: { data: Queries.SemanaClienteIncludesFragment }) {
  const copy = sectionCopy(data.includesCopy, "semana-cliente/includes")
  const { includes, bonuses, labels } = required(data.renewalJson, "renewal.json")
  return (
    <Section id={sectionAnchor("semana-cliente", "includes")} copy={copy}>
      <Items>
        {includes.map(item => (
          <Item key={item.name}>
            <Mark />
            <div>
              <ItemHead>
                <h3>{item.name}</h3>
                <Value>{item.value}</Value>
              </ItemHead>
              <p>{item.description}</p>
            </div>
          </Item>
        ))}
      </Items>

      {/* The exclusive bonuses exist only during the customer week. */}
      <div data-week-only="open">
        <BonusesTitle id="bonuses-title">{labels.bonusesTitle}</BonusesTitle>
        <CardGrid min="280px" aria-labelledby="bonuses-title">
          {bonuses.map((bonus, index) => (
            <li key={bonus.title}>
              <BonusCard>
                <BonusTag>
                  {labels.bonusLabel} {index + 1}
                </BonusTag>
                <h4>{bonus.title}</h4>
                <p>{bonus.description}</p>
                <BonusValue>{bonus.value}</BonusValue>
              </BonusCard>
            </li>
          ))}
        </CardGrid>
      </div>
    </Section>
  )
}

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > div {
    flex: 1;
    min-width: 0;
  }
  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
`

const Value = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`

const BonusesTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[8]} auto ${theme.space[5]}`};
  max-width: 640px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`

const BonusCard = styled(Card)`
  height: 100%;
  border-color: rgba(251, 191, 36, 0.3);
  background:
    radial-gradient(120% 70% at 100% 0%, rgba(251, 191, 36, 0.12), transparent 60%),
    ${({ theme }) => theme.colors.surface};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const BonusTag = styled.span`
  align-self: flex-start;
  justify-self: start;
  width: fit-content;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(251, 191, 36, 0.14);
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const BonusValue = styled.p`
  align-self: end;
  && {
    color: ${({ theme }) => theme.colors.warning};
  }
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
`
