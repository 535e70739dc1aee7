import { css } from "@emotion/react"
import { useCallback, useSyncExternalStore } from "react"
import { twoDigits } from "../../lib/countdown"
import { theme } from "../../theme/theme"
import {
  countdownSentence,
  longestCountdownSentence,
  type CountdownLabels,
  type OfferClock,
  type OfferName,
  type OfferWindow,
} from "../../content-model/offers"
import { currentOfferClock, offerOnly, startOffer } from "./offer-page"

const noop = () => undefined
const serverSnapshot = () => null

/** The page's clock of `offer`: null on the server and while hydrating, so both render alike; the reading follows. */
export function useOfferClock(offer: OfferName, window: OfferWindow): OfferClock | null {
  const subscribe = useCallback(
    (listener: () => void) => startOffer(globalThis.window, offer, window)?.subscribe(listener) ?? noop,
    [offer, window],
  )
  const snapshot = useCallback(() => currentOfferClock(offer), [offer])
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

interface CountdownProps {
  offer: OfferName
  window: OfferWindow
  words: CountdownLabels & { daysShort: string; hoursShort: string; minutesShort: string }
  /** "bar": one line for the top banner; "card": the offer card's boxes. */
  variant: "bar" | "card"
}

/** Time left until an offer's end (or start), in boxes and words ("Termina em 2 dias e 5 horas"); every part keeps its
 * width, so the ticking moves nothing around it. */
export function Countdown({ offer, window, words, variant }: CountdownProps) {
  const clock = useOfferClock(offer, window)
  const left = clock?.left
  // Before the clock is read (static HTML, hydration) the boxes hold dashes of the same width.
  const units = (["days", "hours", "minutes"] as const).map(unit => ({
    value: left ? twoDigits(left[unit]) : "--",
    label: words[`${unit}Short`],
  }))
  const sentence = clock ? countdownSentence(clock, words) : "\u00a0"
  // Each reading is a new node in the same reserved box: the browser counts no layout shift for it.
  return (
    <div css={clockStyle} data-variant={variant} data-countdown="" {...offerOnly(offer, "counting")}>
      <p css={sentenceStyle}>
        {/* Room for the phase's longest reading, whatever the font. */}
        {(["before", "open"] as const).map(phase => (
          <span key={phase} css={roomStyle} aria-hidden="true" {...offerOnly(offer, phase)}>
            {longestCountdownSentence(phase, words)}
          </span>
        ))}
        <span css={readingStyle} key={sentence} data-countdown-words="">
          {sentence}
        </span>
      </p>
      <div css={unitsStyle} aria-hidden="true">
        {units.map(({ value, label }) => (
          <span css={unitStyle} key={label}>
            <span css={digitsStyle} key={value}>
              {value}
            </span>
            <span css={unitLabelStyle}>{label}</span>
          </span>
        ))}
      </div>
    </div>
  )
}

const clockStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  color: #fff;
  &[data-variant="card"] {
    flex-direction: column;
    gap: ${theme.space[2]};
    margin-top: ${theme.space[3]};
  }
`

/* The reading and the room for the longest one share a grid cell: the box fits the longest reading. */
const sentenceStyle = css`
  display: grid;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.35;
  [data-variant="bar"] > & {
    align-items: center;
    justify-items: end;
    text-align: right;
    white-space: nowrap;
  }
  /* Phones: the bar's sentence wraps in the room the boxes leave. */
  @media (max-width: ${theme.breakpoints.sm - 0.02}px) {
    [data-variant="bar"] > & {
      flex: 1 1 0;
      min-width: 0;
      white-space: normal;
    }
  }
  [data-variant="card"] > & {
    justify-items: center;
    color: ${theme.colors.warning};
    font-size: ${theme.fontSizes.sm};
    text-align: center;
  }
`

const roomStyle = css`
  grid-area: 1 / 1;
  visibility: hidden;
`

const readingStyle = css`
  grid-area: 1 / 1;
`

const unitsStyle = css`
  display: flex;
  gap: ${theme.space[1]};
  [data-variant="card"] > & {
    gap: ${theme.space[2]};
  }
`

const unitStyle = css`
  display: grid;
  justify-items: center;
  min-width: 2.75em;
  padding: 2px 4px;
  border-radius: ${theme.radii.sm};
  background: rgba(255, 255, 255, 0.14);
  line-height: 1.1;
  [data-variant="card"] & {
    min-width: 4rem;
    padding: ${theme.space[2]} ${theme.space[2]};
    border: 1px solid rgba(251, 191, 36, 0.35);
    background: rgba(251, 191, 36, 0.08);
  }
`

const digitsStyle = css`
  min-width: 2ch;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  [data-variant="card"] & {
    font-size: ${theme.fontSizes.xl};
  }
`

const unitLabelStyle = css`
  font-size: 0.625rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  opacity: 0.85;
  text-transform: uppercase;
  [data-variant="card"] & {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`
