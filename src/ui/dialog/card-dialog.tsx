import isPropValid from "@emotion/is-prop-valid"
import styled from "@emotion/styled"

/**
 * The pieces shared by the cards that open a dialog (journey phases, agent
 * cards) and by those dialogs' content.
 */

/** Emotion passes only the attributes it knows to the DOM; invoker commands are newer than its list. */
const INVOKER_ATTRIBUTES = new Set(["commandfor", "command"])

/** A button stretched over its whole card: one click target, one accessible name. */
export const CardButton = styled("button", {
  shouldForwardProp: prop => INVOKER_ATTRIBUTES.has(prop) || isPropValid(prop),
})`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  /* The card draws the focus ring for the stretched button (:has(button:focus-visible)). */
  &:focus-visible {
    outline: none;
  }
`

/** The content of a card's dialog: a kicker in the corner, a title, copy and lists. */
export const DialogBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    padding-right: ${({ theme }) => theme.space[7]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-top: ${({ theme }) => theme.space[2]};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

export const DialogKicker = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space[5]};
  left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`
