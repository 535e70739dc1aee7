import { css, type Theme } from "@emotion/react"
import styled from "@emotion/styled"

export type ButtonVariant = "primary" | "secondary"

const buttonStyles = (theme: Theme, variant: ButtonVariant = "primary") => css`
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
  &:disabled {
    cursor: progress;
    opacity: 0.7;
    transform: none;
  }
  ${
    variant === "primary" &&
    css`
      color: #fff;
      background: ${theme.colors.gradient};
      box-shadow: ${theme.shadows.glow};
    `
  }
  ${
    variant === "secondary" &&
    css`
      color: ${theme.colors.text};
      background: rgba(255, 255, 255, 0.04);
      border-color: ${theme.colors.borderStrong};
      &:hover {
        background: rgba(255, 255, 255, 0.08);
      }
    `
  }
`

/**
 * A link that looks like a button. Scroll targets are real "#anchor" links:
 * they work without JavaScript, and with it they scroll smoothly unless the
 * visitor prefers reduced motion (src/lib/browser/scroll.ts).
 */
export const ButtonLink = styled("a", { shouldForwardProp: prop => prop !== "variant" })<{ variant?: ButtonVariant }>`
  ${({ theme, variant }) => buttonStyles(theme, variant)}
`

export const Button = styled("button", { shouldForwardProp: prop => prop !== "variant" })<{ variant?: ButtonVariant }>`
  ${({ theme, variant }) => buttonStyles(theme, variant)}
`

/** The compact pill link of a top banner (the promo and customer-week banners): give it its own background. */
export const BannerLink = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`

/** A round 44 px button holding an icon (carousel arrows, close): give it an aria-label. */
export const RoundIconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.04);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  /* Not yet working (its code is on the way) or not applicable. */
  &:disabled {
    cursor: progress;
    opacity: 0.55;
  }
`
