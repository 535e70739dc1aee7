import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { WeekText } from "../../../features/customer-week/WeekText"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { OfferCard } from "./OfferCard"
import { PriceItems } from "./PriceItems"
import { formatPrice } from "../../../lib/price"

/** @public */ export const fragment = graphql`
  fragment SemanaClientePricing on Query {
    pricingCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "pricing" } }) {
      ...SectionCopy
      ...OutsideWeekCopy
    }
    renewalOfferJson {
      ...RenewalOfferCheckout
      ...CustomerWeekDates
      discount
      individualTotal
      fullPrice
      paymentTerms
      fullPaymentTerms
    }
    valueStackJson {
      items {
        id
        name
        price
        renewalDescription
      }
    }
    renewalJson {
      labels {
        discountBadge
        priceListTitle
        perYear
        individualTotal
        fullPrice
        offerLabel
        regularPriceLabel
      }
      ...CountdownWords
    }
  }
`

export function Pricing({ data }: { data: Queries.SemanaClientePricingFragment }) {
  const copy = sectionCopy(data.pricingCopy, "semana-cliente/pricing")
  const offer = required(data.renewalOfferJson, "renewalOffer.json")
  const { items } = required(data.valueStackJson, "valueStack.json")
  const renewal = required(data.renewalJson, "renewal.json")
  return (
    <Section
      css={{ background: "radial-gradient(70% 50% at 50% 40%, rgba(139, 92, 246, 0.14), transparent 70%)" }}
      id={sectionAnchor("semana-cliente", "pricing")}
      copy={{
        ...copy,
        title: <WeekText during={copy.title} outside={copy.outsideWeekTitle} />,
        eyebrow: <WeekText during={copy.eyebrow} outside={copy.outsideWeekEyebrow} />,
      }}
    >
      <div css={layoutStyle}>
        <PriceItems items={items} total={offer.individualTotal} labels={renewal.labels} />
        <OfferCard
          offer={offer}
          renewal={renewal}
          ctaLabel={copy.ctaLabel ?? formatPrice(offer.offerPrice)}
          outsideWeekCtaLabel={copy.outsideWeekCtaLabel}
          note={copy.note}
        />
      </div>
    </Section>
  )
}

const layoutStyle = css({
  display: "grid",
  gap: theme.space[7],
  maxWidth: 1040,
  margin: "0 auto",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 0.85fr)", gap: theme.space[6], alignItems: "start" },
})
