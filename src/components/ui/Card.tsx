import styled from "@emotion/styled"
import { mq } from "../../theme/theme"

/** A raised surface for a card in a grid: border, soft shadow, a faint top glow. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 60% at 0% 0%, rgba(139, 92, 246, 0.1), transparent 60%),
    ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

/** A responsive list of cards: one column on phones, then `columns` from the large breakpoint. */
export const CardGrid = styled("ul", { shouldForwardProp: prop => prop !== "columns" })<{ columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ columns = 3 }) => columns}, minmax(0, 1fr));
  }
`

/** An emoji or icon in a soft gradient tile; decorative, so hidden from screen readers. */
export const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.gradientSoft};
  font-size: 1.6rem;
  line-height: 1;
`
