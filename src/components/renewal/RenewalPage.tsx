import { Global, css } from "@emotion/react"
import { indexBySection, sectionCopy } from "../../lib/copy"
import { fillTemplate } from "../../lib/fill-template"
import { FOOTER_ID } from "../footer/footer-id"
import { HydrationBoundary } from "../ui/HydrationBoundary"
import { lazyNearViewport } from "../ui/lazyNearViewport"
import { AudienceSection } from "./AudienceSection"
import { FaqSection } from "./FaqSection"
import { FinalCtaSection } from "./FinalCtaSection"
import { GuaranteeSection } from "./GuaranteeSection"
import { IncludesSection } from "./IncludesSection"
import { LimitedOfferSection } from "./LimitedOfferSection"
import { PricingSection } from "./PricingSection"
import { RenewalHero } from "./RenewalHero"
import { StopSection } from "./StopSection"
import { TestimonialsSection } from "./TestimonialsSection"
import { BANNER_MIN_HEIGHT, TopBanner } from "./TopBanner"

// Below the fold: its code comes as it nears the viewport (like the home page's).
const Footer = lazyNearViewport(FOOTER_ID, () => import("../footer/Footer").then(module => module.Footer))

/** The FAQ entries of this page (content/data/faq.json holds every page's). */
export function renewalFaq(data: Pick<Queries.RenewalPageQuery, "faq">) {
  return data.faq?.questions.filter(question => question.page === "semana-cliente") ?? []
}

/** /semana-cliente: the customer-week renewal offer, one component per section. */
export function RenewalPage({ data }: { data: Queries.RenewalPageQuery }) {
  const section = indexBySection(data.copy.nodes, "semana-cliente")
  const copy = (name: string) => sectionCopy(section(name))
  const { offer, renewal, ui } = data
  if (!offer || !renewal || !ui) throw new Error("semana-cliente: content/data is incomplete")
  const { labels } = renewal
  return (
    <>
      <Global styles={anchorsClearTheBanner} />
      <TopBanner
        copy={copy("banner")}
        discountBadge={fillTemplate(labels.discountBadge, { discount: offer.discount })}
      />
      <main>
        <RenewalHero copy={copy("hero")} playLabel={ui.video.playLabel} />
        <HydrationBoundary>
          <AudienceSection copy={copy("audience")} audiences={renewal.audiences} />
        </HydrationBoundary>
        <HydrationBoundary>
          <StopSection copy={copy("stop")} risks={renewal.risks} />
        </HydrationBoundary>
        <HydrationBoundary>
          <IncludesSection
            copy={copy("includes")}
            includes={renewal.includes}
            bonuses={renewal.bonuses}
            labels={labels}
          />
        </HydrationBoundary>
        <HydrationBoundary>
          <PricingSection copy={copy("pricing")} offer={offer} items={data.priceItems?.items ?? []} labels={labels} />
        </HydrationBoundary>
        <HydrationBoundary>
          <TestimonialsSection copy={copy("testimonials")} testimonials={data.testimonials?.testimonials ?? []} />
        </HydrationBoundary>
        <HydrationBoundary>
          <FaqSection copy={copy("faq")} items={renewalFaq(data)} />
        </HydrationBoundary>
        <HydrationBoundary>
          <GuaranteeSection copy={copy("guarantee")} days={offer.guaranteeDays} />
        </HydrationBoundary>
        <HydrationBoundary>
          <LimitedOfferSection copy={copy("limited")} title={labels.afterOfferTitle} changes={renewal.afterOffer} />
        </HydrationBoundary>
        <HydrationBoundary>
          <FinalCtaSection copy={copy("finalCta")} offer={offer} />
        </HydrationBoundary>
      </main>
      <HydrationBoundary>
        <Footer ui={ui.footer} />
      </HydrationBoundary>
    </>
  )
}

/* Anchors land just below the sticky banner (its minimum height); the
   sections' own top padding keeps their headings clear even when the banner
   copy wraps to more lines on a narrow phone. */
const anchorsClearTheBanner = css`
  section[id] {
    scroll-margin-top: ${BANNER_MIN_HEIGHT}px;
  }
`
