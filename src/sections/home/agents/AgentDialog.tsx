import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../../theme/theme"
import { DialogBody, DialogKicker, StaticDialog } from "../../../ui/dialog"
import { Checklist, Pill } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment AgentDialog on Agent {
    id
    title
    tag
    tools
    modal {
      description
      features
      story
    }
  }
  fragment AgentDialogLabels on UiJson {
    home {
      toolsTitle
    }
    modal {
      closeLabel
      featuresTitle
      storyTitle
    }
  }
`

interface AgentDialogProps {
  agent: Queries.AgentDialogFragment
  ui: Queries.AgentDialogLabelsFragment
}

/** An agent's tools, what it does, its features and a practical example. */
export function AgentDialog({ agent, ui }: AgentDialogProps) {
  const titleId = `agent-${agent.id}-dialog-title`
  return (
    <StaticDialog id={`agent-${agent.id}`} labelledBy={titleId} closeLabel={ui.modal.closeLabel}>
      <DialogBody>
        <DialogKicker>{agent.tag}</DialogKicker>
        <ul css={toolsStyle} aria-label={ui.home.toolsTitle}>
          {agent.tools.map(tool => (
            <li key={tool}>{tool}</li>
          ))}
        </ul>
        <h2 id={titleId}>{agent.title}</h2>
        <p>{agent.modal.description}</p>
        <h3>{ui.modal.featuresTitle}</h3>
        <Checklist items={agent.modal.features} />
        <div css={storyStyle}>
          <Pill tone="info">{ui.modal.storyTitle}</Pill>
          <p>{agent.modal.story}</p>
        </div>
      </DialogBody>
    </StaticDialog>
  )
}

const toolsStyle = css({
  listStyle: "none",
  margin: "0",
  padding: "0",
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[2],
  li: {
    display: "grid",
    placeItems: "center",
    width: "44px",
    height: "44px",
    borderRadius: theme.radii.sm,
    background: theme.colors.gradientSoft,
    border: "1px solid rgba(139, 92, 246, 0.25)",
    fontSize: "1.35rem",
  },
})

const storyStyle = css({
  display: "grid",
  gap: theme.space[3],
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: "1px solid rgba(34, 211, 238, 0.25)",
  background: "rgba(34, 211, 238, 0.05)",
  p: { color: theme.colors.text, fontStyle: "italic" },
})
