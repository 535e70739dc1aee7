import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { fillTemplate } from "../../../lib/fill-template"
import { sectionAnchor } from "../../page-sections"
import { mq } from "../../../theme/theme"
import { Countdown, useWeekWindow, WeekText } from "../../../features/customer-week"
import { required, sectionCopy } from "../../copy"
import { Section } from "../../../ui/layout"
import { BuyButton } from "../BuyButton"

export const fragment = graphql`
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
      installmentCount
      installmentPrice
      fullInstallmentCount
      fullInstallmentPrice
    }
    renewalPriceItemsJson {
      items {
        id
        name
        price
        description
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
        upfront
        installments
        regularPriceLabel
      }
      ...CountdownWords
    }
  }
`

/** The scroll target: the nine items priced one by one, the struck-through totals and the offer. */
export function Pricing({ data }: { data: Queries.SemanaClientePricingFragment }) {
  const copy = sectionCopy(data.pricingCopy, "semana-cliente/pricing")
  const offer = required(data.renewalOfferJson, "renewalOffer.json")
  const { items } = required(data.renewalPriceItemsJson, "renewalPriceItems.json")
  const renewal = required(data.renewalJson, "renewal.json")
  const { labels } = renewal
  const week = useWeekWindow(offer)
  const instalments = (count: number, price: string) => fillTemplate(labels.installments, { count, price })
  return (
    <Shell
      id={sectionAnchor("semana-cliente", "pricing")}
      copy={{
        ...copy,
        title: <WeekText during={copy.title} outside={copy.outsideWeekTitle} />,
        eyebrow: <WeekText during={copy.eyebrow} outside={copy.outsideWeekEyebrow} />,
      }}
    >
      <Layout>
        <PriceList aria-labelledby="price-list-title">
          <h3 id="price-list-title">{labels.priceListTitle}</h3>
          <Items>
            {items.map(item => (
              <li key={item.id}>
                <div>
                  <strong>{item.name}</strong>
                  <small>{item.description}</small>
                </div>
                <Price>
                  {item.price}
                  <span>{labels.perYear}</span>
                </Price>
              </li>
            ))}
          </Items>
          <Total data-testid="individual-total">
            <span>{labels.individualTotal}</span>
            <s>{offer.individualTotal}</s>
          </Total>
        </PriceList>

        {/* During the week: the discount, the struck-through full price, the offer and the time left.
            Outside it: the full price and its own instalments. */}
        <OfferCard aria-labelledby="offer-title" data-testid="renewal-offer">
          <Discount data-week-only="open">{fillTemplate(labels.discountBadge, { discount: offer.discount })}</Discount>
          <FullPrice data-week-only="open">
            <span>{labels.fullPrice}</span>
            <s>{offer.fullPrice}</s>
          </FullPrice>
          <OfferLabel id="offer-title">
            <WeekText during={labels.offerLabel} outside={labels.regularPriceLabel} />
          </OfferLabel>
          <OfferPrice>
            <strong>
              <WeekText during={offer.offerPrice} outside={offer.fullPrice} />
            </strong>
            <span>{labels.upfront}</span>
          </OfferPrice>
          <Installments>
            <WeekText
              during={instalments(offer.installmentCount, offer.installmentPrice)}
              outside={instalments(offer.fullInstallmentCount, offer.fullInstallmentPrice)}
            />
          </Installments>
          <div data-week-only="open">
            <Countdown week={week} words={renewal.countdown} variant="card" />
          </div>
          <BuyButton
            label={copy.ctaLabel ?? offer.offerPrice}
            outsideWeekLabel={copy.outsideWeekCtaLabel}
            offer={offer}
          />
          {copy.note && <Note>{copy.note}</Note>}
        </OfferCard>
      </Layout>
    </Shell>
  )
}

const Shell = styled(Section)`
  background: radial-gradient(70% 50% at 50% 40%, rgba(139, 92, 246, 0.14), transparent 70%);
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  max-width: 1040px;
  margin: 0 auto;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`

const PriceList = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.45;
  }
`

const Price = styled.span`
  flex: none;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  span {
    margin-left: 2px;
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 500;
  }
`

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  font-weight: 700;
  s {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
    white-space: nowrap;
    text-decoration-thickness: 2px;
  }
`

const OfferCard = styled.section`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  /* A gradient border: the gradient fills the border box, the surface the padding box. */
  border: 2px solid transparent;
  background:
    linear-gradient(${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.surfaceRaised})
      padding-box,
    ${({ theme }) => theme.colors.gradient} border-box;
  box-shadow: 0 30px 80px -30px rgba(139, 92, 246, 0.6);
  a {
    width: 100%;
    margin-top: ${({ theme }) => theme.space[4]};
  }
  ${mq.lg} {
    position: sticky;
    top: 96px;
  }
`

const Discount = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gradient};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.06em;
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.glow};
`

const FullPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  s {
    color: ${({ theme }) => theme.colors.textFaint};
    font-weight: 700;
    text-decoration-color: ${({ theme }) => theme.colors.danger};
    text-decoration-thickness: 2px;
  }
`

const OfferLabel = styled.h3`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const OfferPrice = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: clamp(2.75rem, 2rem + 3vw, 3.75rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.03em;
  }
  > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`

const Installments = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`
