import styled from "@emotion/styled"
import { useState } from "react"
import type { UiStrings } from "../home-types"

export function PromoBanner({ ui }: { ui: UiStrings["banner"] }) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <Bar role="region" aria-label={ui.text}>
      <p>{ui.text}</p>
      <a href="#pricing">{ui.ctaLabel}</a>
      <button type="button" onClick={() => setOpen(false)} aria-label={ui.closeLabel}>
        ×
      </button>
    </Bar>
  )
}

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
