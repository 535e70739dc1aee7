import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { indexBySection, sectionCopy } from "../../lib/copy"
import { RenewalBuyButton } from "../checkout/RenewalBuyButton"
import { Footer } from "../footer/Footer"
import { ButtonLink } from "../ui/Button"
import { Container, Section } from "../ui/layout"
import { Prose } from "../ui/Prose"
import { VideoFacade } from "../ui/VideoFacade"

export function RenewalPage({ data }: { data: Queries.RenewalPageQuery }) {
  const { videoHost } = useSiteSettings()
  const section = indexBySection(data.copy.nodes, "semana-cliente")
  const copy = (name: string) => sectionCopy(section(name))
  const { offer, renewal, ui } = data
  if (!offer || !renewal || !ui) throw new Error("semana-cliente: content/data is incomplete")
  const hero = copy("hero")
  const poster = getImage(hero.poster?.childImageSharp?.gatsbyImageData ?? null)
  const banner = copy("banner")
  return (
    <>
      <div role="region" aria-label={banner.title}>
        <p>{banner.title}</p>
      </div>
      <main>
        <section aria-labelledby="renewal-hero-title">
          <Container>
            <h1 id="renewal-hero-title">{hero.title}</h1>
            <Prose html={hero.html} />
            {hero.videoId && poster && (
              <VideoFacade videoId={hero.videoId} title={hero.videoTitle ?? hero.title} poster={poster} playLabel={ui.video.playLabel} host={videoHost} eager />
            )}
            {hero.ctaLabel && <ButtonLink href="#pricing">{hero.ctaLabel}</ButtonLink>}
          </Container>
        </section>
        <Section id="audience" copy={copy("audience")}>
          <ul>
            {renewal.audiences.map(card => (
              <li key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="stop" copy={copy("stop")}>
          <ul>
            {renewal.risks.map(card => (
              <li key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
          {copy("stop").ctaLabel && <ButtonLink href="#pricing">{copy("stop").ctaLabel}</ButtonLink>}
        </Section>
        <Section id="includes" copy={copy("includes")}>
          <ul>
            {renewal.includes.map(item => (
              <li key={item.name}>
                <h3>{item.name}</h3>
                <p>{item.value}</p>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
          <ul aria-label="Bônus exclusivos">
            {renewal.bonuses.map(bonus => (
              <li key={bonus.title}>
                <h3>{bonus.title}</h3>
                <p>{bonus.value}</p>
                <p>{bonus.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="pricing" copy={copy("pricing")}>
          <ul>
            {data.priceItems.nodes.map(item => (
              <li key={item.jsonId}>
                {item.name} <span>{item.price}/ano</span>
              </li>
            ))}
          </ul>
          <p>
            <s>{offer.individualTotal}</s>
          </p>
          <p>
            <s>{offer.fullPrice}</s> {offer.offerPrice} ou {offer.installmentCount}x de {offer.installmentPrice}
          </p>
          <RenewalBuyButton label={copy("pricing").ctaLabel ?? offer.offerPrice} />
        </Section>
        <Section id="testimonials" copy={copy("testimonials")}>
          <ul>
            {data.testimonials.nodes.map(testimonial => {
              const image = getImage(testimonial.image.childImageSharp?.gatsbyImageData ?? null)
              return (
                <li key={testimonial.jsonId}>
                  {image && <GatsbyImage image={image} alt={testimonial.imageAlt} />}
                  <p>
                    <strong>{testimonial.value}</strong> {testimonial.caption}
                  </p>
                </li>
              )
            })}
          </ul>
        </Section>
        <Section id="faq" copy={copy("faq")}>
          {data.faq.nodes.map(item => (
            <details key={item.jsonId}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </Section>
        <Section id="guarantee" copy={copy("guarantee")} />
        <Section id="limited" copy={copy("limited")}>
          <ul>
            {renewal.afterOffer.map(line => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
        <Section id="final-cta" copy={copy("finalCta")}>
          <RenewalBuyButton label={copy("finalCta").ctaLabel ?? offer.offerPrice} />
        </Section>
      </main>
      <Footer ui={ui.footer} />
    </>
  )
}
