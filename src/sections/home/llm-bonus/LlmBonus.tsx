import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../page-sections"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { CardGrid, GradientText, Pill } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
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
    uiJson {
      home {
        bonusValueLabel
        perMonth
        perYear
      }
    }
  }
`

/** Status labels come from content; the colour follows a few known words. */
function statusTone(status: string): "success" | "info" | "accent" {
  const normalized = status.toLowerCase()
  if (normalized.includes("ilimitado")) return "success"
  if (normalized.includes("novo")) return "info"
  return "accent"
}

/** The bonus: unlimited access to the leading language models, with its yearly value. */
export function LlmBonus({ data }: { data: Queries.HomeLlmBonusFragment }) {
  const copy = sectionCopy(data.llmBonusCopy, "home/llmBonus")
  const { models } = required(data.llmBonusJson, "llmBonus.json")
  const offer = required(data.offerJson, "offer.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "llmBonus")} copy={copy} tone="raised">
      <Value>
        <span>{ui.home.bonusValueLabel}</span>
        <strong>
          <GradientText>
            {offer.llmBonusYearly}
            {ui.home.perYear}
          </GradientText>
        </strong>
        <span>
          {offer.llmBonusMonthly}
          {ui.home.perMonth}
        </span>
      </Value>
      <Models columns={3} gap={{ base: 4, lg: 5 }}>
        {models.map(model => (
          <li key={model.id}>
            <Header>
              <div>
                <h3>{model.name}</h3>
                <Vendor>{model.vendor}</Vendor>
              </div>
              <Pill tone={statusTone(model.status)}>{model.status}</Pill>
            </Header>
            <p>{model.description}</p>
          </li>
        ))}
      </Models>
    </Section>
  )
}

const Value = styled.p`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 420px;
  margin: ${({ theme }) => `0 auto ${theme.space[7]}`};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid rgba(139, 92, 246, 0.4);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.gradientSoft};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: clamp(2rem, 1.6rem + 1.8vw, 2.75rem);
    font-weight: 850;
    letter-spacing: -0.03em;
    line-height: 1.15;
  }
`

const Models = styled(CardGrid)`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Vendor = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`
