import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { useCallback, useSyncExternalStore } from "react"
import { twoDigits } from "../../lib/countdown"
import { countdownSentence, type OfferClock, type OfferWindow } from "./offer-clock"
import { currentOfferClock, offerOnly, startOffer, type OfferName } from "./offer-page"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment CountdownWords on RenewalJson {
    countdown {
      endsIn
      startsIn
      day
      days
      hour
      hours
      minute
      minutes
      and
      daysShort
      hoursShort
      minutesShort
    }
  }
`

type Words = Queries.CountdownWordsFragment["countdown"]

const noop = () => undefined
const serverSnapshot = () => null

/**
 * The page's clock of `offer` (one timer for the whole page, which wakes only
 * when what it shows changes). Null on the server and while hydrating, so the
 * server HTML and the first client render agree; the reading follows at once.
 */
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
  words: Words
  /** "bar": one line for the top banner; "card": the offer card's boxes. */
  variant: "bar" | "card"
}

/**
 * Time left until the end of an offer (or until its start, before it), in
 * days, hours and minutes, with the words for it ("Termina em 2 dias e 5
 * horas"). Shown while the offer is counting; every part keeps its width, so
 * the ticking moves nothing around it.
 */
export function Countdown({ offer, window, words, variant }: CountdownProps) {
  const clock = useOfferClock(offer, window)
  const left = clock?.left
  // Before the clock is read (static HTML, hydration) the boxes hold dashes of the same width.
  const units = [
    [left ? twoDigits(left.days) : "--", words.daysShort],
    [left ? twoDigits(left.hours) : "--", words.hoursShort],
    [left ? twoDigits(left.minutes) : "--", words.minutesShort],
  ] as const
  const sentence = clock ? countdownSentence(clock, words) : "\u00a0"
  // Each new reading is a new node in the same reserved box: the text is replaced in place and nothing
  // around it moves (the browser counts no layout shift for a node that was not there before).
  return (
    <Clock data-variant={variant} data-countdown="" {...offerOnly(offer, "counting")}>
      <Sentence key={sentence} data-countdown-words="">
        {sentence}
      </Sentence>
      <Units aria-hidden="true">
        {units.map(([value, label]) => (
          <Unit key={label}>
            <Digits key={value}>{value}</Digits>
            <UnitLabel>{label}</UnitLabel>
          </Unit>
        ))}
      </Units>
    </Clock>
  )
}

const Clock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  color: #fff;
  &[data-variant="card"] {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[3]};
  }
`

const Sentence = styled.p`
  /* The longest reading ("Termina em 22 horas e 59 minutos") fits: a shorter one leaves the rest in place. */
  min-width: 15.5em;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.35;
  white-space: nowrap;
  [data-variant="bar"] > & {
    text-align: right;
  }
  [data-variant="card"] > & {
    min-width: 0;
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`

const Units = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  [data-variant="card"] > & {
    gap: ${({ theme }) => theme.space[2]};
  }
`

const Unit = styled.span`
  display: grid;
  justify-items: center;
  min-width: 2.75em;
  padding: 2px 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.14);
  line-height: 1.1;
  [data-variant="card"] & {
    min-width: 4rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border: 1px solid rgba(251, 191, 36, 0.35);
    background: rgba(251, 191, 36, 0.08);
  }
`

const Digits = styled.span`
  min-width: 2ch;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  [data-variant="card"] & {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const UnitLabel = styled.span`
  font-size: 0.625rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  opacity: 0.85;
  text-transform: uppercase;
  [data-variant="card"] & {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`
