import styled from "@emotion/styled"
import { mq } from "../../theme/theme"
import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import { Actions, Card, Checklist } from "../ui/primitives"
import type { Comparison, HomeCopy, UiStrings } from "../home-types"

export function PainVsPath({ copy, comparison, ui }: { copy: HomeCopy; comparison: Comparison; ui: UiStrings }) {
  return (
    <Section id="pain" copy={copy}>
      <Columns>
        <PainCard>
          <h3>{comparison.painTitle}</h3>
          <Checklist items={comparison.pains} kind="cross" />
        </PainCard>
        <PathCard>
          <h3>{comparison.newPathTitle}</h3>
          <Checklist items={comparison.newPath} />
        </PathCard>
      </Columns>
      <Actions>{copy.ctaLabel && <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>}</Actions>
      <Trust items={comparison.trustPoints} inline aria-label={ui.home.trustLabel} />
    </Section>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`

const PainCard = styled(Card)`
  background: linear-gradient(180deg, rgba(248, 113, 113, 0.06), ${({ theme }) => theme.colors.surface} 60%);
  border-color: rgba(248, 113, 113, 0.2);
`

const PathCard = styled(Card)`
  background: linear-gradient(180deg, rgba(139, 92, 246, 0.14), ${({ theme }) => theme.colors.surface} 70%);
  border-color: rgba(139, 92, 246, 0.45);
  box-shadow: ${({ theme }) => theme.shadows.glow};
  li {
    color: ${({ theme }) => theme.colors.text};
  }
`

const Trust = styled(Checklist)`
  margin-top: ${({ theme }) => theme.space[5]};
  font-weight: 600;
`
