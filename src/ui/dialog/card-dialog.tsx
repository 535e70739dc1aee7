import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import type { StyledProps } from "../primitives"

/**
 * The pieces shared by the cards that open a dialog (journey phases, agent
 * cards) and by those dialogs' content.
 */

const cardButtonStyle = css`
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

/**
 * A button stretched over its whole card: one click target, one accessible name.
 * React passes the invoker command attributes (`commandfor`, `command`) to the DOM as they are.
 */
export function CardButton({ as: Tag = "button", ...props }: StyledProps<"button">) {
  return <Tag css={cardButtonStyle} {...props} />
}

const dialogBodyStyle = css`
  display: grid;
  gap: ${theme.space[4]};
  h2 {
    font-size: ${theme.fontSizes.xl};
    padding-right: ${theme.space[7]};
  }
  h3 {
    font-size: ${theme.fontSizes.md};
    margin-top: ${theme.space[2]};
  }
  > p {
    color: ${theme.colors.textMuted};
  }
  > a {
    margin-top: ${theme.space[2]};
  }
`

/** The content of a card's dialog: a kicker in the corner, a title, copy and lists. */
export function DialogBody({ as: Tag = "div", ...props }: StyledProps<"div">) {
  return <Tag css={dialogBodyStyle} {...props} />
}

const dialogKickerStyle = css`
  position: absolute;
  top: ${theme.space[5]};
  left: ${theme.space[5]};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${theme.colors.accentText};
`

export function DialogKicker({ as: Tag = "p", ...props }: StyledProps<"p">) {
  return <Tag css={dialogKickerStyle} {...props} />
}
