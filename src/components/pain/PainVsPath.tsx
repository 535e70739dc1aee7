import styled from "@emotion/styled"
import { mq } from "../../theme/theme"
import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import { Actions, Card, Mark, MarkList } from "../ui/primitives"
import type { Comparison, HomeCopy, UiStrings } from "../home-types"

export function PainVsPath({ copy, comparison, ui }: { copy: HomeCopy; comparison: Comparison; ui: UiStrings }) {
  return (
    <Section id="pain" copy={copy}>
      <Columns>
        <PainCard>
          <h3>{comparison.painTitle}</h3>
          <MarkList>
            {comparison.pains.map(pain => (
              <li key={pain}>
                <Mark kind="cross" />
                {pain}
              </li>
            ))}
          </MarkList>
        </PainCard>
        <PathCard>
          <h3>{comparison.newPathTitle}</h3>
          <MarkList>
            {comparison.newPath.map(step => (
              <li key={step}>
                <Mark />
                <span>{step}</span>
              </li>
            ))}
          </MarkList>
        </PathCard>
      </Columns>
      <Actions>{copy.ctaLabel && <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>}</Actions>
      <Trust aria-label={ui.home.trustLabel}>
        {comparison.trustPoints.map(point => (
          <li key={point}>
            <Mark />
            {point}
          </li>
        ))}
      </Trust>
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

const Trust = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space[5]} 0 0`};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`
