import styled from "@emotion/styled"
import { lazy, Suspense, useState } from "react"
import { mq } from "../../theme/theme"
import { ButtonLink } from "../ui/Button"
import { Section } from "../ui/layout"
import { importWhenOnline } from "../ui/lazyNearViewport"
import { Actions } from "../ui/primitives"
import type { HomeCopy, Phase, UiStrings } from "../home-types"

// Fetched on the first click, not with the page: the dialog is not first-load JavaScript.
// Offline, the click waits for the connection instead of failing.
const PhaseModal = lazy(() =>
  importWhenOnline(() => import("./PhaseModal")).then(module => ({ default: module.PhaseModal })),
)

export function Journey({ copy, phases, ui }: { copy: HomeCopy; phases: readonly Phase[]; ui: UiStrings }) {
  const [openNumber, setOpenNumber] = useState<string | null>(null)
  const [modalWanted, setModalWanted] = useState(false)
  const openPhase = phases.find(phase => phase.number === openNumber) ?? null
  return (
    <Section id="journey" copy={copy}>
      <Timeline>
        {phases.map(phase => (
          <Step key={phase.number}>
            <Node aria-hidden="true">{phase.number}</Node>
            <StepCard>
              <Label id={`phase-${phase.number}-label`}>
                <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
              </Label>
              <h3>
                {/* The button stretches over the whole card: one click target, one accessible name. */}
                <PhaseButton
                  type="button"
                  aria-labelledby={`phase-${phase.number}-label phase-${phase.number}-title`}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setModalWanted(true)
                    setOpenNumber(phase.number)
                  }}
                >
                  <span id={`phase-${phase.number}-title`}>{phase.title}</span>
                </PhaseButton>
              </h3>
              <p>{phase.description}</p>
              <More aria-hidden="true">{ui.home.detailsLabel} →</More>
            </StepCard>
          </Step>
        ))}
      </Timeline>
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href="#pricing">{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
      {modalWanted && (
        <Suspense fallback={null}>
          <PhaseModal phase={openPhase} onClose={() => setOpenNumber(null)} ui={ui} />
        </Suspense>
      )}
    </Section>
  )
}

const Timeline = styled.ol`
  position: relative;
  list-style: none;
  max-width: 860px;
  margin: 0 auto;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  &::before {
    content: "";
    position: absolute;
    top: 24px;
    bottom: 24px;
    left: 21px;
    width: 2px;
    background: linear-gradient(180deg, #8b5cf6, #22d3ee);
    opacity: 0.5;
  }
  ${mq.md} {
    &::before {
      left: 27px;
    }
  }
`

const Step = styled.li`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  ${mq.md} {
    grid-template-columns: 56px 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Node = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-top: ${({ theme }) => theme.space[4]};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid rgba(139, 92, 246, 0.7);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  ${mq.md} {
    width: 56px;
    height: 56px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const StepCard = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color 0.2s ease,
    transform 0.2s ease,
    background-color 0.2s ease;
  &:hover {
    border-color: rgba(139, 92, 246, 0.55);
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accentAlt};
    outline-offset: 3px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`

export const PhaseButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  /* The card draws the focus ring for the stretched button. */
  &:focus-visible {
    outline: none;
  }
`

const More = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`
