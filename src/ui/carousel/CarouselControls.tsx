import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import { RoundIconButton } from "../Button"
import type { StyledProps } from "../primitives"
import { useCarousel } from "./carousel-context"

const controlsStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`

/** The row under the track: play/pause, the arrows and the dots. */
export function CarouselControls({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={controlsStyle} {...props} />
}

/** Stops and resumes the automatic advance (WCAG 2.2.2); the label names what a press does. */
export function CarouselPlayToggle({ playLabel, pauseLabel }: { playLabel: string; pauseLabel: string }) {
  const { hydrated, paused, togglePaused } = useCarousel()
  return (
    <RoundIconButton
      css={playToggleStyle}
      type="button"
      disabled={!hydrated}
      onClick={togglePaused}
      aria-label={paused ? playLabel : pauseLabel}
      data-state={paused ? "paused" : "playing"}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {paused ? (
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        ) : (
          <path d="M7.5 5h3v14h-3zM13.5 5h3v14h-3z" fill="currentColor" />
        )}
      </svg>
    </RoundIconButton>
  )
}

export function CarouselPrevious({ label }: { label: string }) {
  const { hydrated, previous } = useCarousel()
  return <ArrowButton direction="prev" label={label} disabled={!hydrated} onClick={previous} />
}

export function CarouselNext({ label }: { label: string }) {
  const { hydrated, next } = useCarousel()
  return <ArrowButton direction="next" label={label} disabled={!hydrated} onClick={next} />
}

const ARROW_PATHS = { prev: "M15 5l-7 7 7 7", next: "M9 5l7 7-7 7" } as const

function ArrowButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: "prev" | "next"
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <RoundIconButton type="button" onClick={onClick} aria-label={label} data-direction={direction} disabled={disabled}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={ARROW_PATHS[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </RoundIconButton>
  )
}

/** On phones it sits with the arrows, under the dots; from sm, first in the row. */
const playToggleStyle = css`
  &[data-state="paused"] {
    border-color: rgba(139, 92, 246, 0.6);
    color: ${theme.colors.accentText};
  }
`
