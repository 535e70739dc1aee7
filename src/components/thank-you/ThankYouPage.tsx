import { useSiteSettings } from "../../hooks/useSiteSettings"
import { indexBySection, sectionCopy } from "../../lib/copy"
import { whatsappLink } from "../../lib/whatsapp"
import { Footer } from "../footer/Footer"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/layout"
import { Prose } from "../ui/Prose"

export function ThankYouPage({ data }: { data: Queries.ThankYouPageQuery }) {
  const { whatsapp } = useSiteSettings()
  const section = indexBySection(data.copy.nodes, "obrigado")
  const main = sectionCopy(section("main"))
  const support = sectionCopy(section("support"))
  return (
    <>
      <main>
        <Container>
          <h1>{main.title}</h1>
          <Prose html={main.html} />
          <ul>
            {data.cards.nodes.map(card => (
              <li key={card.jsonId}>
                <span aria-hidden="true">{card.icon}</span>
                <h2>{card.title}</h2>
                <p>{card.description}</p>
                {card.note && <p>{card.note}</p>}
                <ButtonLink href={card.url} target="_blank" rel="noopener noreferrer">
                  {card.buttonLabel}
                </ButtonLink>
              </li>
            ))}
          </ul>
          <section aria-labelledby="support-title">
            <h2 id="support-title">{support.title}</h2>
            <Prose html={support.html} />
            <ButtonLink href={whatsappLink(whatsapp.number, whatsapp.message)} target="_blank" rel="noopener noreferrer">
              {support.ctaLabel}
            </ButtonLink>
          </section>
        </Container>
      </main>
      {data.ui && <Footer ui={data.ui.footer} />}
    </>
  )
}
