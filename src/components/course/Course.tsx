import styled from "@emotion/styled"
import { mq } from "../../theme/theme"
import { Section } from "../ui/layout"
import { Checklist, GradientText } from "../ui/primitives"
import type { HomeCopy, Offer, UiStrings } from "../home-types"

export function Course({ copy, offer, ui }: { copy: HomeCopy; offer: Offer; ui: UiStrings }) {
  return (
    <Section id="course" copy={copy} tone="raised">
      <Figures>
        <div>
          <dt>{ui.home.courseHoursLabel}</dt>
          <dd>
            <GradientText>{offer.courseHours}</GradientText>
          </dd>
        </div>
        <div>
          <dt>{ui.home.courseValueLabel}</dt>
          <dd>{offer.courseValue}</dd>
        </div>
      </Figures>
      {copy.bullets && <Checklist items={copy.bullets} />}
    </Section>
  )
}

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  margin: 0 auto;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: clamp(2.5rem, 2rem + 2vw, 3.5rem);
    font-weight: 850;
    letter-spacing: -0.03em;
    line-height: 1.1;
  }
`
