import { css } from "@emotion/react"
import { fillTemplate } from "../../../lib/fill-template"
import { mq, theme } from "../../../theme/theme"
import { useWeekWindow } from "../../../features/customer-week/week"
import { WeekText } from "../../../features/customer-week/WeekText"
import { Countdown } from "../../../features/offers/Countdown"
import { BuyButton } from "../BuyButton"
import { formatPrice } from "../../../lib/price"

type Data = Queries.SemanaClientePricingFragment
type Offer = NonNullable<Data["renewalOfferJson"]>
type Renewal = NonNullable<Data["renewalJson"]>

/** During the week the discount, the struck-through full price, the offer and the time left; outside it the full price. */
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
  return (
    <section css={cardStyle} aria-labelledby="offer-title" data-testid="renewal-offer">
      <p css={discountStyle} data-week-only="open">
        {fillTemplate(labels.discountBadge, { discount: `${offer.discount}%` })}
      </p>
      <p css={fullPriceStyle} data-week-only="open">
        <span>{labels.fullPrice}</span>
        <s>{formatPrice(offer.fullPrice)}</s>
      </p>
      <h3 css={offerLabelStyle} id="offer-title">
        <WeekText during={labels.offerLabel} outside={labels.regularPriceLabel} />
      </h3>
      <p css={offerPriceStyle}>
        <strong>
          <WeekText during={formatPrice(offer.offerPrice)} outside={formatPrice(offer.fullPrice)} />
        </strong>
      </p>
      <p css={installmentsStyle} data-testid="payment-terms">
        <WeekText during={offer.paymentTerms} outside={offer.fullPaymentTerms} />
      </p>
      <div data-week-only="open">
        <Countdown offer="week" window={week} words={renewal.countdown} variant="card" />
      </div>
      <BuyButton label={ctaLabel} outsideWeekLabel={outsideWeekCtaLabel} offer={offer} />
      {note && <p css={noteStyle}>{note}</p>}
    </section>
  )
}

const cardStyle = css({
  position: "relative",
  display: "grid",
  justifyItems: "center",
  gap: theme.space[2],
  padding: `${theme.space[7]} ${theme.space[5]} ${theme.space[6]}`,
  borderRadius: theme.radii.lg,
  textAlign: "center",
  // A gradient border: the gradient fills the border box, the surface the padding box.
  border: "2px solid transparent",
  background: `linear-gradient(${theme.colors.surfaceRaised}, ${theme.colors.surfaceRaised}) padding-box, ${theme.colors.gradient} border-box`,
  boxShadow: "0 30px 80px -30px rgba(139, 92, 246, 0.6)",
  a: { width: "100%", marginTop: theme.space[4] },
  [mq.lg]: { position: "sticky", top: 96 },
})

const discountStyle = css({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  padding: `${theme.space[1]} ${theme.space[4]}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.gradient,
  color: "#fff",
  fontSize: theme.fontSizes.sm,
  fontWeight: 800,
  letterSpacing: "0.06em",
  whiteSpace: "nowrap",
  boxShadow: theme.shadows.glow,
})

const fullPriceStyle = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: theme.space[2],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  s: {
    color: theme.colors.textFaint,
    fontWeight: 700,
    textDecorationColor: theme.colors.danger,
    textDecorationThickness: 2,
  },
})

const offerLabelStyle = css({
  marginTop: theme.space[2],
  color: theme.colors.accentText,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
})

const offerPriceStyle = css({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: theme.space[2],
  strong: { fontSize: "clamp(2.75rem, 2rem + 3vw, 3.75rem)", fontWeight: 800, lineHeight: 1, letterSpacing: "-0.03em" },
})

/** The instalments with their total and the upfront price: one sentence under the price, in a reading size. */
const installmentsStyle = css({
  maxWidth: "30ch",
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
  lineHeight: 1.4,
})

const noteStyle = css({ marginTop: theme.space[2], color: theme.colors.textFaint, fontSize: theme.fontSizes.xs })
