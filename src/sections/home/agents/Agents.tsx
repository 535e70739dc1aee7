import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { dialogOpener } from "../../../lib/browser/dialog-controls"
import { sectionAnchor } from "../../../content-model/pages"
import { required, sectionCopy } from "../../../content-model/copy"
import { CardButton, DialogBody, DialogKicker, StaticDialog } from "../../../ui/dialog"
import { Section } from "../../../ui/layout"
import { mq, theme } from "../../../theme/theme"
import { Card, CardGrid, Checklist, listReset, Pill } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment HomeAgents on Query {
    agentsCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "agents" } }) {
      ...SectionCopy
    }
    agentsJson {
      agents {
        id
        title
        tag
        tools
        description
        category
        modal {
          description
          features
          story
        }
      }
    }
    ...HomeLabels
  }
`

export function Agents({ data }: { data: Queries.HomeAgentsFragment }) {
  const copy = sectionCopy(data.agentsCopy, "home/agents")
  const { agents } = required(data.agentsJson, "agents.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "agents")} copy={copy} tone="raised">
      {(["basic", "advanced"] as const).map(category => {
        const group = agents.filter(agent => agent.category === category)
        return (
          <div key={category} css={{ "& + &": { marginTop: theme.space[8] } }}>
            <h3 css={groupTitleStyle} id={`agents-${category}`}>
              {ui.home[`${category}AgentsTitle`]}
              <span css={countStyle}>{group.length}</span>
            </h3>
            <CardGrid columns={3} aria-labelledby={`agents-${category}`} data-testid={`agents-${category}`}>
              {group.map(agent => (
                <li key={agent.id}>
                  <Card as="article" css={agentCardStyle} data-category={category}>
                    <div css={topStyle}>
                      <span css={{ fontSize: "1.35rem", letterSpacing: "0.1em" }} aria-hidden="true">
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
        )
      })}
      {agents.map(agent => (
        <StaticDialog
          key={agent.id}
          id={`agent-${agent.id}`}
          labelledBy={`agent-${agent.id}-dialog-title`}
          closeLabel={ui.modal.closeLabel}
        >
          <DialogBody>
            <DialogKicker>{agent.tag}</DialogKicker>
            <ul css={toolsStyle} aria-label={ui.home.toolsTitle}>
              {agent.tools.map(tool => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
            <h2 id={`agent-${agent.id}-dialog-title`}>{agent.title}</h2>
            <p>{agent.modal.description}</p>
            <h3>{ui.modal.featuresTitle}</h3>
            <Checklist items={agent.modal.features} />
            <div css={storyStyle}>
              <Pill tone="info">{ui.modal.storyTitle}</Pill>
              <p>{agent.modal.story}</p>
            </div>
          </DialogBody>
        </StaticDialog>
      ))}
    </Section>
  )
}

const groupTitleStyle = css({
  display: "flex",
  alignItems: "center",
  gap: theme.space[3],
  marginBottom: theme.space[5],
  fontSize: theme.fontSizes.xl,
})

const countStyle = css({
  display: "grid",
  placeItems: "center",
  minWidth: "2rem",
  height: "2rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.gradient,
  fontSize: theme.fontSizes.sm,
})

/** The site's Card, a little tighter: four of these sit side by side on a laptop. */
const agentCardStyle = css({
  height: "100%",
  gridTemplateRows: "auto auto 1fr auto",
  [mq.md]: { padding: theme.space[5] },
  transition: "border-color 0.2s ease, transform 0.2s ease",
  "&:hover": { borderColor: "rgba(139, 92, 246, 0.55)", transform: "translateY(-2px)" },
  "&:has(button:focus-visible)": { outline: `3px solid ${theme.colors.accentAlt}`, outlineOffset: 3 },
  '&[data-category="advanced"]': { borderColor: "rgba(34, 211, 238, 0.25)" },
  h4: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
})

const topStyle = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space[2] })

const moreStyle = css({ fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.accentText })

const toolsStyle = css(listReset, {
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[2],
  li: {
    display: "grid",
    placeItems: "center",
    width: 44,
    height: 44,
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
