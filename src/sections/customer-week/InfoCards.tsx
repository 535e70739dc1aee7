import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import { Card, CardGrid, IconTile } from "../../ui/primitives"

interface InfoCard {
  title: string
  description: string
  icon: string
}

export function InfoCards({ cards, tone = "default" }: { cards: readonly InfoCard[]; tone?: "default" | "danger" }) {
  return (
    <CardGrid min="280px">
      {cards.map(card => (
        <li key={card.title}>
          <Card css={toneCardStyle} data-tone={tone}>
            <IconTile aria-hidden="true">{card.icon}</IconTile>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </Card>
        </li>
      ))}
    </CardGrid>
  )
}

const toneCardStyle = css({
  height: "100%",
  h3: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted },
  '&[data-tone="danger"]': {
    borderColor: "rgba(248, 113, 113, 0.28)",
    background: `radial-gradient(120% 60% at 0% 0%, rgba(248, 113, 113, 0.12), transparent 60%), ${theme.colors.surface}`,
    "> span": { background: "rgba(248, 113, 113, 0.12)", borderColor: "rgba(248, 113, 113, 0.35)" },
  },
})
