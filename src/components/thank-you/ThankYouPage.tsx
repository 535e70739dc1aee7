import styled from "@emotion/styled"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { indexBySection, sectionCopy } from "../../lib/copy"
import { whatsappLink } from "../../lib/whatsapp"
import { mq } from "../../theme/theme"
import { Footer } from "../footer/Footer"
import { Container, Eyebrow, SectionTitle } from "../ui/layout"
import { Prose } from "../ui/Prose"
import { AccessCards } from "./AccessCards"
import { BookmarkTip } from "./BookmarkTip"
import { SupportPanel } from "./SupportPanel"

/** /obrigado: a warm welcome for a buyer, the four accesses and support. */
export function ThankYouPage({ data }: { data: Queries.ThankYouPageQuery }) {
  const { whatsapp } = useSiteSettings()
  const section = indexBySection(data.copy.nodes, "obrigado")
  const main = sectionCopy(section("main"))
  const support = sectionCopy(section("support"))
  return (
    <>
      <Shell>
        <Container>
          <Welcome>
            <SuccessMark aria-hidden="true">
              <svg viewBox="0 0 24 24" width="36" height="36">
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </SuccessMark>
            {main.eyebrow && <Eyebrow>{main.eyebrow}</Eyebrow>}
            <h1>{main.title}</h1>
            <Prose html={main.html} />
            {main.note && <BookmarkTip text={main.note} />}
          </Welcome>

          <Accesses aria-labelledby="accesses-title">
            <SectionTitle id="accesses-title">{main.subtitle ?? main.title}</SectionTitle>
            <AccessCards cards={data.cards?.cards ?? []} />
          </Accesses>

          <SupportPanel
            title={support.title}
            html={support.html}
            ctaLabel={support.ctaLabel ?? support.title}
            href={whatsappLink(whatsapp.number, support.whatsappMessage ?? whatsapp.message)}
          />
        </Container>
      </Shell>
      {data.ui && <Footer ui={data.ui.footer} />}
    </>
  )
}

const Shell = styled.main`
  padding: ${({ theme }) => `${theme.space[7]} 0 ${theme.space[8]}`};
  background:
    radial-gradient(50% 30% at 50% 0%, rgba(139, 92, 246, 0.22), transparent 80%),
    radial-gradient(40% 25% at 90% 10%, rgba(34, 211, 238, 0.1), transparent 80%);
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} 0 ${theme.space[9]}`};
  }
`

const Welcome = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  max-width: 760px;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
    font-weight: 800;
  }
`

const SuccessMark = styled.span`
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
