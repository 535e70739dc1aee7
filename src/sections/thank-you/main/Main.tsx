import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { required, sectionCopy } from "../../copy"
import { CheckIcon } from "../../../ui/icons"
import { Eyebrow, SectionTitle } from "../../../ui/layout"
import { Prose } from "../../../ui/Prose"
import { AccessCards } from "./AccessCards"
import { BookmarkTip } from "./BookmarkTip"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
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

/** A warm welcome for a buyer, the bookmark tip and the four accesses. */
export function Main({ data }: { data: Queries.ObrigadoMainFragment }) {
  const main = sectionCopy(data.mainCopy, "obrigado/main")
  const { cards } = required(data.accessCardsJson, "accessCards.json")
  return (
    <>
      <Welcome>
        <SuccessMark aria-hidden="true">
          <CheckIcon size={36} strokeWidth={2.6} />
        </SuccessMark>
        {main.eyebrow && <Eyebrow>{main.eyebrow}</Eyebrow>}
        <h1>{main.title}</h1>
        <Prose html={main.html} />
        {main.note && <BookmarkTip text={main.note} />}
      </Welcome>

      <Accesses aria-labelledby="accesses-title">
        <SectionTitle id="accesses-title">{main.subtitle ?? main.title}</SectionTitle>
        <AccessCards cards={cards} />
      </Accesses>
    </>
  )
}

/* Its blocks span the column and only the mark, of fixed size, is centred: a box sized by its
   content would move sideways while its content still arrives (docs/performance.md, "Layout"). */
const Welcome = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
    font-weight: 800;
  }
`

const SuccessMark = styled.span`
  justify-self: center;
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gradient};
  color: #fff;
  box-shadow:
    ${({ theme }) => theme.shadows.glow},
    0 0 0 10px rgba(139, 92, 246, 0.12);
`

const Accesses = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 1000px;
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  h2 {
    text-align: center;
  }
`
