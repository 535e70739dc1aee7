import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { dialogOpener } from "../../../lib/browser/dialog-controls"
import { sectionAnchor, sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { ButtonLink } from "../../../ui/Button"
import { CardButton, DialogBody, DialogKicker, StaticDialog } from "../../../ui/dialog"
import { eyebrowStyle, Section } from "../../../ui/layout"
import { Actions, Checklist, listReset } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment HomeJourney on Query {
    journeyCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "journey" } }) {
      ...SectionCopy
    }
    journeyJson {
      phases {
        number
        title
        icon
        description
        modal {
          intro
          learnings
          expectedResult
        }
      }
    }
    ...HomeLabels
  }
`

/** The seven phases as a timeline. Each card opens its phase's dialog, in the static HTML: the page's dialog listener opens it, with or without this code. */
export function Journey({ data }: { data: Queries.HomeJourneyFragment }) {
  const copy = sectionCopy(data.journeyCopy, "home/journey")
  const { phases } = required(data.journeyJson, "journey.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "journey")} copy={copy}>
      <ol css={timelineStyle}>
        {phases.map(phase => (
          <li key={phase.number} css={stepStyle}>
            <span css={nodeStyle} aria-hidden="true">
              {phase.number}
            </span>
            <div css={stepCardStyle}>
              <span css={labelStyle} id={`phase-${phase.number}-label`}>
                <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
              </span>
              <h3>
                <CardButton
                  type="button"
                  aria-labelledby={`phase-${phase.number}-label phase-${phase.number}-title`}
                  {...dialogOpener(`phase-${phase.number}`)}
                >
                  <span id={`phase-${phase.number}-title`}>{phase.title}</span>
                </CardButton>
              </h3>
              <p>{phase.description}</p>
              <span css={moreStyle} aria-hidden="true">
                {ui.home.detailsLabel} →
              </span>
            </div>
          </li>
        ))}
      </ol>
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
      {phases.map(phase => (
        <StaticDialog
          key={phase.number}
          id={`phase-${phase.number}`}
          labelledBy={`phase-${phase.number}-dialog-title`}
          closeLabel={ui.modal.closeLabel}
        >
          <DialogBody>
            <DialogKicker>
              <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
            </DialogKicker>
            <h2 id={`phase-${phase.number}-dialog-title`}>{phase.title}</h2>
            <p>{phase.modal.intro}</p>
            <h3>{ui.modal.learningsTitle}</h3>
            <Checklist items={phase.modal.learnings} />
            <div css={resultStyle}>
              <h3>{ui.modal.resultTitle}</h3>
              <p>{phase.modal.expectedResult}</p>
            </div>
            <ButtonLink href={sectionLink("home", "pricing")}>{ui.modal.phaseCtaLabel}</ButtonLink>
          </DialogBody>
        </StaticDialog>
      ))}
    </Section>
  )
}

const timelineStyle = css(listReset, {
  position: "relative",
  maxWidth: 860,
  margin: "0 auto",
  display: "grid",
  gap: theme.space[4],
  "&::before": {
    content: '""',
    position: "absolute",
    inset: "24px auto 24px 21px",
    width: 2,
    background: "linear-gradient(180deg, #8b5cf6, #22d3ee)",
    opacity: 0.5,
  },
  [mq.md]: { "&::before": { left: 27 } },
})

const stepStyle = css({
  display: "grid",
  gridTemplateColumns: "44px 1fr",
  gap: theme.space[3],
  [mq.md]: { gridTemplateColumns: "56px 1fr", gap: theme.space[5] },
})

const nodeStyle = css({
  position: "relative",
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  marginTop: theme.space[4],
  borderRadius: "50%",
  background: theme.colors.background,
  border: "2px solid rgba(139, 92, 246, 0.7)",
  fontSize: theme.fontSizes.sm,
  fontWeight: 800,
  color: theme.colors.text,
  [mq.md]: { width: 56, height: 56, fontSize: theme.fontSizes.md },
})

const stepCardStyle = css({
  position: "relative",
  display: "grid",
  gap: theme.space[2],
  padding: theme.space[5],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  transition: "border-color 0.2s ease, transform 0.2s ease, background-color 0.2s ease",
  "&:hover": { borderColor: "rgba(139, 92, 246, 0.55)", background: theme.colors.surfaceRaised },
  "&:has(button:focus-visible)": { outline: `3px solid ${theme.colors.accentAlt}`, outlineOffset: 3 },
  h3: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted },
})

const labelStyle = css(eyebrowStyle, { letterSpacing: "0.12em" })

const moreStyle = css({ fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.accentText })

const resultStyle = css({
  display: "grid",
  gap: theme.space[2],
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: "1px solid rgba(52, 211, 153, 0.3)",
  background: "rgba(52, 211, 153, 0.07)",
  h3: { margin: 0, color: "#86efac" },
})
