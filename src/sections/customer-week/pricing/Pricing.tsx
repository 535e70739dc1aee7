import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { useWeekWindow } from "../../../features/customer-week/week"
import { WeekText } from "../../../features/customer-week/WeekText"
import { Countdown } from "../../../features/offers/Countdown"
import { required, sectionCopy } from "../../../content-model/copy"
import { fillTemplate } from "../../../lib/fill-template"
import { formatPrice } from "../../../lib/price"
import { Section } from "../../../ui/layout"
import { listReset } from "../../../ui/primitives"
import { BuyButton } from "../BuyButton"

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
  const { labels, countdown } = required(data.renewalJson, "renewal.json")
  const week = useWeekWindow(offer)
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
        <section css={priceListStyle} aria-labelledby="price-list-title">
          <h3 id="price-list-title">{labels.priceListTitle}</h3>
          <ul css={itemsStyle}>
            {items.map(item => (
              <li key={item.id}>
                <div>
                  <strong>{item.name}</strong>
                  <small>{item.renewalDescription}</small>
                </div>
                <span css={priceStyle}>
                  {formatPrice(item.price)}
                  <span>{labels.perYear}</span>
                </span>
              </li>
            ))}
          </ul>
          <p css={totalStyle} data-testid="individual-total">
            <span>{labels.individualTotal}</span>
            <s>{formatPrice(offer.individualTotal)}</s>
          </p>
        </section>
        {/* The offer: during the week its discount, struck-through full price and time left; outside it the full price. */}
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
            <Countdown offer="week" window={week} words={countdown} variant="card" />
          </div>
          <BuyButton copy={copy} offer={offer} />
          {copy.note && <p css={noteStyle}>{copy.note}</p>}
        </section>
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

const installmentsStyle = css({
  maxWidth: "30ch",
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
  lineHeight: 1.4,
})

const noteStyle = css({ marginTop: theme.space[2], color: theme.colors.textFaint, fontSize: theme.fontSizes.xs })

const priceListStyle = css({
  padding: theme.space[5],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  boxShadow: theme.shadows.card,
  h3: { fontSize: theme.fontSizes.lg, fontWeight: 700, marginBottom: theme.space[3] },
  [mq.md]: { padding: theme.space[6] },
})

const itemsStyle = css(listReset, {
  li: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: theme.space[4],
    padding: `${theme.space[3]} 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  "li > div": { display: "grid", gap: 2, minWidth: 0 },
  strong: { fontWeight: 600 },
  small: { color: theme.colors.textFaint, fontSize: theme.fontSizes.xs, lineHeight: 1.45 },
})

const priceStyle = css({
  flex: "none",
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  span: { marginLeft: 2, color: theme.colors.textFaint, fontSize: theme.fontSizes.xs, fontWeight: 500 },
})

const totalStyle = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: theme.space[4],
  paddingTop: theme.space[4],
  fontWeight: 700,
  s: {
    color: theme.colors.danger,
    fontSize: theme.fontSizes.xl,
    fontWeight: 800,
    whiteSpace: "nowrap",
    textDecorationThickness: 2,
  },
})
