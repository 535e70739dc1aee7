import styled from "@emotion/styled"
import { Modal } from "../ui/Modal"
import { Checklist, Pill } from "../ui/primitives"
import { Body, Kicker } from "../journey/PhaseModal"
import type { Agent, UiStrings } from "../home-types"

/** One dialog for all agent cards: opening sets the agent, closing clears it. */
export function AgentModal({ agent, onClose, ui }: { agent: Agent | null; onClose: () => void; ui: UiStrings }) {
  return (
    <Modal open={agent !== null} onClose={onClose} labelledBy="agent-modal-title" closeLabel={ui.modal.closeLabel}>
      {agent && (
        <Body>
          <Kicker>{agent.tag}</Kicker>
          <Tools aria-label={ui.home.toolsTitle}>
            {agent.tools.map(tool => (
              <li key={tool}>{tool}</li>
            ))}
          </Tools>
          <h2 id="agent-modal-title">{agent.title}</h2>
          <p>{agent.modal.description}</p>
          <h3>{ui.modal.featuresTitle}</h3>
          <Checklist items={agent.modal.features} />
          <Story>
            <Pill tone="info">{ui.modal.storyTitle}</Pill>
            <p>{agent.modal.story}</p>
          </Story>
        </Body>
      )}
    </Modal>
  )
}

export const Tools = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.gradientSoft};
    border: 1px solid rgba(139, 92, 246, 0.25);
    font-size: 1.35rem;
  }
`

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(34, 211, 238, 0.25);
  background: rgba(34, 211, 238, 0.05);
  p {
    color: ${({ theme }) => theme.colors.text};
    font-style: italic;
  }
`
