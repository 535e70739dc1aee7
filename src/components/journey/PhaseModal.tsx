import styled from "@emotion/styled"
import { scrollToSection } from "../../lib/scroll"
import { ButtonLink } from "../ui/Button"
import { Modal } from "../ui/Modal"
import { Checklist } from "../ui/primitives"
import type { Phase, UiStrings } from "../home-types"

interface PhaseModalProps {
  phase: Phase | null
  onClose: () => void
  ui: UiStrings
}

/** One dialog for the journey; it shows the phase that was clicked. */
export function PhaseModal({ phase, onClose, ui }: PhaseModalProps) {
  return (
    <Modal open={phase !== null} onClose={onClose} labelledBy="phase-modal-title" closeLabel={ui.modal.closeLabel}>
      {phase && (
        <Body>
          <Kicker>
            <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
          </Kicker>
          <h2 id="phase-modal-title">{phase.title}</h2>
          <p>{phase.modal.intro}</p>
          <h3>{ui.modal.learningsTitle}</h3>
          <Checklist items={phase.modal.learnings} />
          <Result>
            <h3>{ui.modal.resultTitle}</h3>
            <p>{phase.modal.expectedResult}</p>
          </Result>
          <ButtonLink
            href="#pricing"
            onClick={event => {
              // Close first (focus returns to the phase), then scroll, so the two don't fight.
              event.preventDefault()
              onClose()
              window.requestAnimationFrame(() => scrollToSection("pricing"))
            }}
          >
            {ui.modal.phaseCtaLabel}
          </ButtonLink>
        </Body>
      )}
    </Modal>
  )
}

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    padding-right: ${({ theme }) => theme.space[7]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-top: ${({ theme }) => theme.space[2]};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

export const Kicker = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space[5]};
  left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`

const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(52, 211, 153, 0.3);
  background: rgba(52, 211, 153, 0.07);
  h3 {
    margin: 0;
    color: #86efac;
  }
`
