import styled from "@emotion/styled"
import { mq } from "../../theme/theme"
import type { RenewalCopy } from "./types"

/** The banner's height with one line of copy; anchors on the page land below it. */
export const BANNER_MIN_HEIGHT = 56

interface TopBannerProps {
  copy: RenewalCopy
  discountBadge: string
}

/**
 * The customer-week banner. Sticky at the very top of the page it stays in
 * view like a fixed bar, but it keeps its own place in the flow: its height is
 * reserved whatever the copy's length, so nothing shifts and nothing hides
 * behind it.
 */
export function TopBanner({ copy, discountBadge }: TopBannerProps) {
  return (
    <Bar role="region" aria-label={copy.title}>
      <Inner>
        <Badge aria-hidden="true">{discountBadge}</Badge>
        <Text>{copy.title}</Text>
        {copy.ctaLabel && <Cta href="#pricing">{copy.ctaLabel}</Cta>}
      </Inner>
    </Bar>
  )
}

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  background: linear-gradient(90deg, #4c1d95 0%, #3730a3 50%, #155e75 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: 0 8px 24px -12px rgba(0, 0, 0, 0.8);
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: ${BANNER_MIN_HEIGHT}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`

const Badge = styled.span`
  display: none;
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: #3b0764;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
  ${mq.sm} {
    display: inline-block;
  }
`

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.35;
  color: #fff;
  ${mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Cta = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.35);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  transition: background-color 0.2s ease;
  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
`
