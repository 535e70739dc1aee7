import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../../theme/theme"
import { sectionLink } from "../../../content-model/pages"
import { ButtonLink } from "../../../ui/Button"
import { DialogBody, DialogKicker, StaticDialog } from "../../../ui/dialog"
import { Checklist } from "../../../ui/primitives"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment PhaseDialog on Phase {
    number
    title
    icon
    modal {
      intro
      learnings
      expectedResult
    }
  }
  fragment PhaseDialogLabels on UiJson {
    home {
      phaseLabel
    }
    modal {
      closeLabel
      phaseCtaLabel
      learningsTitle
      resultTitle
    }
  }
`

interface PhaseDialogProps {
  phase: Queries.PhaseDialogFragment
  ui: Queries.PhaseDialogLabelsFragment
}

/** A phase's intro, what the student learns and the expected result; its call to action leads to pricing. */
export function PhaseDialog({ phase, ui }: PhaseDialogProps) {
  const titleId = `phase-${phase.number}-dialog-title`
  return (
    <StaticDialog id={`phase-${phase.number}`} labelledBy={titleId} closeLabel={ui.modal.closeLabel}>
      <DialogBody>
        <DialogKicker>
          <span aria-hidden="true">{phase.icon}</span> {ui.home.phaseLabel} {phase.number}
        </DialogKicker>
        <h2 id={titleId}>{phase.title}</h2>
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
  )
}

const resultStyle = css({
  display: "grid",
  gap: theme.space[2],
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: "1px solid rgba(52, 211, 153, 0.3)",
  background: "rgba(52, 211, 153, 0.07)",
  h3: { margin: "0", color: "#86efac" },
})
