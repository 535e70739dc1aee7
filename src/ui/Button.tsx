import { css, keyframes } from "@emotion/react"
import { theme } from "../theme/theme"
import { withStyle, type StyledProps } from "./primitives"

export type ButtonVariant = "primary" | "secondary"

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`

const buttonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[5]};
  border-radius: ${theme.radii.pill};
  border: 1px solid transparent;
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    box-shadow 0.2s ease,
    background-color 0.2s ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled,
  &[aria-busy="true"] {
    cursor: progress;
    opacity: 0.7;
    transform: none;
  }
  /* A press taken while its code is on the way (a plan's lead form). */
  &[aria-busy="true"]::after {
    content: "";
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`

const buttonVariants = {
  primary: css`
    ${buttonStyle}
    color: #fff;
    background: ${theme.colors.gradient};
    box-shadow: ${theme.shadows.glow};
  `,
  secondary: css`
    ${buttonStyle}
    color: ${theme.colors.text};
    background: rgba(255, 255, 255, 0.04);
    border-color: ${theme.colors.borderStrong};
    &:hover {
      background: rgba(255, 255, 255, 0.08);
    }
  `,
}

type ButtonProps<Tag extends "a" | "button"> = { variant?: ButtonVariant } & StyledProps<Tag>

/** A link that looks like a button; scroll targets are real "#anchor" links, which work without JavaScript. */
export function ButtonLink({ variant = "primary", as: Tag = "a", ...props }: ButtonProps<"a">) {
  return <Tag css={buttonVariants[variant]} {...props} />
}

export function Button({ variant = "primary", as: Tag = "button", ...props }: ButtonProps<"button">) {
  return <Tag css={buttonVariants[variant]} {...props} />
}

const bannerLinkStyle = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`

/** The compact pill link of a top banner (the promo and customer-week banners): give it its own background. */
export const BannerLink = withStyle("a", bannerLinkStyle)

const roundIconButtonStyle = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.04);
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
  /* Not working yet: its code is on the way. */
  &:disabled {
    cursor: progress;
    opacity: 0.55;
  }
`

/** A round 44 px button holding an icon (carousel arrows, close): give it an aria-label. */
export const RoundIconButton = withStyle("button", roundIconButtonStyle)
