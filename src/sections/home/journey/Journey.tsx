import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { dialogOpener } from "../../../lib/browser/dialogs"
import { sectionAnchor, sectionLink } from "../../page-sections"
import { mq } from "../../../theme/theme"
import { required, sectionCopy } from "../../copy"
import { ButtonLink } from "../../../ui/Button"
import { CardButton } from "../../../ui/dialog/card-dialog"
import { Section } from "../../../ui/layout"
import { Actions } from "../../../ui/primitives"
import { PhaseDialog } from "./PhaseDialog"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment HomeJourney on Query {
    journeyCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "journey" } }) {
      ...SectionCopy
    }
    journeyJson {
      phases {
        ...PhaseDialog
        description
      }
    }
    uiJson {
      home {
        phaseLabel
        detailsLabel
      }
      ...PhaseDialogLabels
    }
  }
`

/**
 * The seven phases as a timeline. Each card opens its phase's dialog, which is
 * in the static HTML: the page's dialog listener opens it, with or without
 * this section's code.
 */
export function Journey({ data }: { data: Queries.HomeJourneyFragment }) {
  const copy = sectionCopy(data.journeyCopy, "home/journey")
  const { phases } = required(data.journeyJson, "journey.json")
  const ui = required(data.uiJson, "ui.json")
  return (
    <Section id={sectionAnchor("home", "journey")} copy={copy}>
      <Timeline>
        {phases.map(phase => (
          <Step key={phase.number}>
            <Node aria-hidden="true">{phase.number}</Node>
            <StepCard>
              <Label id={`phase-${phase.number}-label`}>
                <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
              </Label>
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
              <More aria-hidden="true">{ui.home.detailsLabel} →</More>
            </StepCard>
          </Step>
        ))}
      </Timeline>
      {copy.ctaLabel && (
        <Actions>
          <ButtonLink href={sectionLink("home", "pricing")}>{copy.ctaLabel}</ButtonLink>
        </Actions>
      )}
      {phases.map(phase => (
        <PhaseDialog key={phase.number} phase={phase} ui={ui} />
      ))}
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

const More = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`
