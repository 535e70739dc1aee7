import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { sectionAnchor } from "../../../content-model/pages"
import { splitShortcuts } from "../../../lib/browser/shortcut-keys"
import { ButtonLink } from "../../../ui/Button"
import { CheckIcon, Icon } from "../../../ui/icons"
import { Eyebrow, SectionTitle } from "../../../ui/layout"
import { Card, CardGrid, IconTile, Pill } from "../../../ui/primitives"
import { Prose } from "../../../ui/Prose"

/** @public */ export const fragment = graphql`
  fragment ObrigadoMain on Query {
    mainCopy: mdx(frontmatter: { page: { eq: "obrigado" }, section: { eq: "main" } }) {
      ...SectionCopy
    }
    accessCardsJson {
      cards {
        id
        title
        description
        icon
        url
        buttonLabel
        note
      }
    }
  }
`

export function Main({ data }: { data: Queries.ObrigadoMainFragment }) {
  const main = sectionCopy(data.mainCopy, "obrigado/main")
  const { cards } = required(data.accessCardsJson, "accessCards.json")
  return (
    <div id={sectionAnchor("obrigado", "main")}>
      <header css={welcomeStyle}>
        <span css={successMarkStyle} aria-hidden="true">
          <CheckIcon size={36} strokeWidth={2.6} />
        </span>
        {main.eyebrow && <Eyebrow>{main.eyebrow}</Eyebrow>}
        <h1>{main.title}</h1>
        <Prose html={main.html} />
        {main.note && <BookmarkTip text={main.note} />}
      </header>

      <section css={accessesStyle} aria-labelledby="accesses-title">
        <SectionTitle id="accesses-title">{main.subtitle ?? main.title}</SectionTitle>
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
                  <Icon path="M7 17L17 7M9 7h8v8" size={18} stroke={2.2} />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </CardGrid>
      </section>
    </div>
  )
}

// Blocks span the column, only the fixed-size mark centred: a box sized by its content would move as it arrives.
const welcomeStyle = css({
  display: "grid",
  gap: theme.space[4],
  maxWidth: 760,
  margin: "0 auto",
  textAlign: "center",
  h1: { fontSize: theme.fontSizes["3xl"], fontWeight: 800 },
})

const successMarkStyle = css({
  justifySelf: "center",
  display: "grid",
  placeItems: "center",
  width: 76,
  height: 76,
  borderRadius: "50%",
  background: theme.colors.gradient,
  color: "#fff",
  boxShadow: `${theme.shadows.glow}, 0 0 0 10px rgba(139, 92, 246, 0.12)`,
})

const accessesStyle = css({
  display: "grid",
  gap: theme.space[6],
  maxWidth: 1000,
  margin: `${theme.space[8]} auto`,
  h2: { textAlign: "center" },
})

const accessCardStyle = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  h3: { fontSize: theme.fontSizes.lg },
  a: { width: "100%", marginTop: "auto", paddingLeft: theme.space[3], paddingRight: theme.space[3] },
})

function BookmarkTip({ text }: { text: string }) {
  return (
    <div css={tipStyle}>
      <Icon path="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z" size={22} />
      <p>
        {splitShortcuts(text).map((part, index) =>
          part.kind === "text" ? (
            part.text
          ) : (
            <span css={shortcutStyle} key={index}>
              {part.keys.map((key, keyIndex) => (
                <span key={keyIndex}>
                  {keyIndex > 0 && "+"}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </span>
          ),
        )}
      </p>
    </div>
  )
}

const tipStyle = css({
  display: "flex",
  gap: theme.space[3],
  alignItems: "flex-start",
  justifySelf: "center",
  // As wide as it may be, not as its words: it stays put while they arrive.
  width: "100%",
  maxWidth: 680,
  padding: `${theme.space[4]} ${theme.space[5]}`,
  border: "1px solid rgba(251, 191, 36, 0.35)",
  borderRadius: theme.radii.md,
  background: "rgba(251, 191, 36, 0.07)",
  textAlign: "left",
  svg: { flex: "none", marginTop: 4, color: theme.colors.warning },
  p: { color: theme.colors.text, lineHeight: 1.8 },
})

const shortcutStyle = css({
  whiteSpace: "nowrap",
  kbd: {
    display: "inline-block",
    minWidth: "1.9em",
    margin: "0 2px",
    padding: "0 6px",
    border: `1px solid ${theme.colors.borderStrong}`,
    borderBottomWidth: 3,
    borderRadius: 6,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontFamily: "inherit",
    fontSize: "0.85em",
    fontWeight: 700,
    lineHeight: 1.6,
    textAlign: "center",
  },
})
