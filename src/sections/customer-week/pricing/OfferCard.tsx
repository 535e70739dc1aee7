import styled from "@emotion/styled"
import { fillTemplate } from "../../../lib/fill-template"
import { mq } from "../../../theme/theme"
import { useWeekWindow, WeekText } from "../../../features/customer-week"
import { Countdown } from "../../../features/offers"
import { BuyButton } from "../BuyButton"

type Data = Queries.SemanaClientePricingFragment
type Offer = NonNullable<Data["renewalOfferJson"]>
type Renewal = NonNullable<Data["renewalJson"]>

/**
 * During the week: the discount, the struck-through full price, the offer and
 * the time left. Outside it: the full price and its own instalments.
 */
export function OfferCard({
  offer,
  renewal,
  ctaLabel,
  outsideWeekCtaLabel,
  note,
}: {
  offer: Offer
  renewal: Renewal
  ctaLabel: string
  outsideWeekCtaLabel: string | null | undefined
  note: string | null | undefined
}) {
  const { labels } = renewal
  const week = useWeekWindow(offer)
  const instalments = (count: number, price: string) => fillTemplate(labels.installments, { count, price })
  return (
    <Card aria-labelledby="offer-title" data-testid="renewal-offer">
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
        <Countdown offer="week" window={week} words={renewal.countdown} variant="card" />
      </div>
      <BuyButton label={ctaLabel} outsideWeekLabel={outsideWeekCtaLabel} offer={offer} />
      {note && <Note>{note}</Note>}
    </Card>
  )
}

const Card = styled.section`
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
