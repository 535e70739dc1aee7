import { css } from "@emotion/react"
import { theme } from "../../../theme/theme"
import { ButtonLink } from "../../../ui/Button"
import { Card, CardGrid, IconTile, Pill } from "../../../ui/primitives"

type AccessCard = NonNullable<Queries.ObrigadoMainFragment["accessCardsJson"]>["cards"][number]

export function AccessCards({ cards }: { cards: readonly AccessCard[] }) {
  return (
    <CardGrid min="320px">
      {cards.map(card => (
        <li key={card.id}>
          <Card css={accessCardStyle}>
            <div css={{ display: "flex", alignItems: "center", gap: theme.space[4] }}>
              <IconTile aria-hidden="true">{card.icon}</IconTile>
              <h3>{card.title}</h3>
            </div>
            {card.note && <Pill as="p">{card.note}</Pill>}
            <p css={{ flex: 1, color: theme.colors.textMuted, marginBottom: theme.space[2] }}>{card.description}</p>
            <ButtonLink href={card.url} target="_blank" rel="noopener noreferrer">
              {card.buttonLabel}
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path
                  d="M7 17L17 7M9 7h8v8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </ButtonLink>
          </Card>
        </li>
      ))}
    </CardGrid>
  )
}

const accessCardStyle = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  h3: { fontSize: theme.fontSizes.lg },
  a: { width: "100%", marginTop: "auto", paddingLeft: theme.space[3], paddingRight: theme.space[3] },
})
