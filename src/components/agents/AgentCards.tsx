import styled from "@emotion/styled"
import { lazy, Suspense, useState } from "react"
import { PhaseButton } from "../journey/Journey"
import { Section } from "../ui/layout"
import { importWhenOnline } from "../ui/lazyNearViewport"
import { CardGrid, Pill } from "../ui/primitives"
import type { Agent, HomeCopy, UiStrings } from "../home-types"

// Fetched on the first click, not with the page: the dialog is not first-load JavaScript.
// Offline, the click waits for the connection instead of failing.
const AgentModal = lazy(() =>
  importWhenOnline(() => import("./AgentModal")).then(module => ({ default: module.AgentModal })),
)

const GROUPS = ["basic", "advanced"] as const

export function AgentCards({ copy, agents, ui }: { copy: HomeCopy; agents: readonly Agent[]; ui: UiStrings }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [modalWanted, setModalWanted] = useState(false)
  const openAgent = agents.find(agent => agent.id === openId) ?? null
  const groupTitle = { basic: ui.home.basicAgentsTitle, advanced: ui.home.advancedAgentsTitle }
  return (
    <Section id="agents" copy={copy} tone="raised">
      {GROUPS.map(category => (
        <Group key={category}>
          <GroupTitle id={`agents-${category}`}>
            {groupTitle[category]}
            <Count>{agents.filter(agent => agent.category === category).length}</Count>
          </GroupTitle>
          <CardGrid columns={3} aria-labelledby={`agents-${category}`} data-testid={`agents-${category}`}>
            {agents
              .filter(agent => agent.category === category)
              .map(agent => (
                <li key={agent.id}>
                  <AgentCard data-category={category}>
                    <Top>
                      <Icons aria-hidden="true">{agent.tools.join(" ")}</Icons>
                      <Pill tone={category === "advanced" ? "info" : "accent"}>{agent.tag}</Pill>
                    </Top>
                    <h4>
                      <PhaseButton
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => {
                          setModalWanted(true)
                          setOpenId(agent.id)
                        }}
                      >
                        {agent.title}
                      </PhaseButton>
                    </h4>
                    <p>{agent.description}</p>
                    <More aria-hidden="true">{ui.home.detailsLabel} →</More>
                  </AgentCard>
                </li>
              ))}
          </CardGrid>
        </Group>
      ))}
      {modalWanted && (
        <Suspense fallback={null}>
          <AgentModal agent={openAgent} onClose={() => setOpenId(null)} ui={ui} />
        </Suspense>
      )}
    </Section>
  )
}

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space[8]};
  }
`

const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Count = styled.span`
  display: grid;
  place-items: center;
  min-width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gradient};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const AgentCard = styled.article`
  position: relative;
  height: 100%;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  transition:
    border-color 0.2s ease,
    transform 0.2s ease;
  &:hover {
    border-color: rgba(139, 92, 246, 0.55);
    transform: translateY(-2px);
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accentAlt};
    outline-offset: 3px;
  }
  &[data-category="advanced"] {
    border-color: rgba(34, 211, 238, 0.25);
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`

const Icons = styled.span`
  font-size: 1.35rem;
  letter-spacing: 0.1em;
`

const More = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`
