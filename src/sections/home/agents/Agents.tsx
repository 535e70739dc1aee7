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

const groupStyle = css({ "& + &": { marginTop: theme.space[8] } })

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
  "&:has(button:focus-visible)": { outline: `3px solid ${theme.colors.accentAlt}`, outlineOffset: "3px" },
  '&[data-category="advanced"]': { borderColor: "rgba(34, 211, 238, 0.25)" },
  h4: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
})

const topStyle = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: theme.space[2] })

const iconsStyle = css({ fontSize: "1.35rem", letterSpacing: "0.1em" })

const moreStyle = css({ fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.accentText })
