import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { theme } from "../../../theme/theme"
import { required, sectionCopy } from "../../../content-model/copy"
import { sectionAnchor } from "../../../content-model/pages"
import { CheckIcon } from "../../../ui/icons"
import { Eyebrow, SectionTitle } from "../../../ui/layout"
import { Prose } from "../../../ui/Prose"
import { AccessCards } from "./AccessCards"
import { BookmarkTip } from "./BookmarkTip"

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
        <AccessCards cards={cards} />
      </section>
    </div>
  )
}

/* Its blocks span the column and only the mark, of fixed size, is centred: a box sized by its
   content would move sideways while its content still arrives (docs/performance.md, "Layout"). */
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
