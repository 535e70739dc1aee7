import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { dialogOpener } from "../../../lib/browser/dialogs"
import { sectionAnchor } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import { CardButton } from "../../../ui/dialog"
import { Section } from "../../../ui/layout"
import { mq, theme } from "../../../theme/theme"
import { Card, CardGrid, Pill } from "../../../ui/primitives"
import { AgentDialog } from "./AgentDialog"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomeAgents on Query {
    agentsCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "agents" } }) {
      ...SectionCopy
    }
    agentsJson {
      agents {
        ...AgentDialog
        description
        category
      }
    }
    uiJson {
      home {
        basicAgentsTitle
        advancedAgentsTitle
        detailsLabel
      }
      ...AgentDialogLabels
    }
  }
`

const GROUPS = ["basic", "advanced"] as const

/**
 * The agent cards in their two groups (5 basic, 3 advanced). Each card opens
 * its agent's dialog, which is in the static HTML (see StaticDialog).
 */
export function Agents({ data }: { data: Queries.HomeAgentsFragment }) {
  const copy = sectionCopy(data.agentsCopy, "home/agents")
  const { agents } = required(data.agentsJson, "agents.json")
  const ui = required(data.uiJson, "ui.json")
  const groupTitle = { basic: ui.home.basicAgentsTitle, advanced: ui.home.advancedAgentsTitle }
  return (
    <Section id={sectionAnchor("home", "agents")} copy={copy} tone="raised">
      {GROUPS.map(category => (
        <div key={category} css={groupStyle}>
          <h3 css={groupTitleStyle} id={`agents-${category}`}>
            {groupTitle[category]}
            <span css={countStyle}>{agents.filter(agent => agent.category === category).length}</span>
          </h3>
          <CardGrid columns={3} aria-labelledby={`agents-${category}`} data-testid={`agents-${category}`}>
            {agents
              .filter(agent => agent.category === category)
              .map(agent => (
                <li key={agent.id}>
                  <Card as="article" css={agentCardStyle} data-category={category}>
                    <div css={topStyle}>
                      <span css={iconsStyle} aria-hidden="true">
                        {agent.tools.join(" ")}
                      </span>
                      <Pill tone={category === "advanced" ? "info" : "accent"}>{agent.tag}</Pill>
                    </div>
                    <h4>
                      <CardButton type="button" {...dialogOpener(`agent-${agent.id}`)}>
                        {agent.title}
                      </CardButton>
                    </h4>
                    <p>{agent.description}</p>
                    <span css={moreStyle} aria-hidden="true">
                      {ui.home.detailsLabel} →
                    </span>
                  </Card>
                </li>
              ))}
          </CardGrid>
        </div>
      ))}
      {agents.map(agent => (
        <AgentDialog key={agent.id} agent={agent} ui={ui} />
      ))}
    </Section>
  )
}

const groupStyle = css`
  & + & {
    margin-top: ${theme.space[8]};
  }
`

const groupTitleStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[5]};
  font-size: ${theme.fontSizes.xl};
`

const countStyle = css`
  display: grid;
  place-items: center;
  min-width: 2rem;
  height: 2rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.gradient};
  font-size: ${theme.fontSizes.sm};
`

/** The site's Card, a little tighter: four of these sit side by side on a laptop. */
const agentCardStyle = css`
  height: 100%;
  grid-template-rows: auto auto 1fr auto;
  ${mq.md} {
    padding: ${theme.space[5]};
  }
  transition:
    border-color 0.2s ease,
    transform 0.2s ease;
  &:hover {
    border-color: rgba(139, 92, 246, 0.55);
    transform: translateY(-2px);
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${theme.colors.accentAlt};
    outline-offset: 3px;
  }
  &[data-category="advanced"] {
    border-color: rgba(34, 211, 238, 0.25);
  }
  h4 {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

const topStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`

const iconsStyle = css`
  font-size: 1.35rem;
  letter-spacing: 0.1em;
`

const moreStyle = css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  color: ${theme.colors.accentText};
`
