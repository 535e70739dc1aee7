import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { sectionAnchor } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { PlanButton } from "../../../features/lead/modal/PlanButton"
import { usePlans } from "../../../features/lead/plans"
import { formatPrice } from "../../../lib/price"
import { offerOnly } from "../../../features/offers/offer-page"
import { required, sectionCopy } from "../../../content-model/copy"
import { Section } from "../../../ui/layout"
import { CardGrid, listReset, Mark } from "../../../ui/primitives"

/** @public */ export const fragment = graphql`
  fragment HomePricing on Query {
    pricingCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "pricing" } }) {
      ...SectionCopy
    }
    ...HomeLabels
    uiJson {
      banner {
        endsAt
      }
    }
  }
`

/** The plan cards. Their buttons are checkout links that open the lead modal (src/features/lead/checkout/checkout-links.ts). */
export function Pricing({ data }: { data: Queries.HomePricingFragment }) {
  const copy = sectionCopy(data.pricingCopy, "home/pricing")
  const plans = usePlans()
  const ui = required(data.uiJson, "ui.json")
  // The promo's bonus is listed only while the promo is on (its CSS); with no promo dates, never.
  const promoOn = Boolean(ui.banner.endsAt)
  return (
    <Section id={sectionAnchor("home", "pricing")} copy={copy} tone="raised">
      <CardGrid css={{ maxWidth: 960, margin: "0 auto" }} columns={{ md: 2 }} gap={{ base: 5, md: 6 }}>
        {plans.map(plan => (
          <li key={plan.id}>
            <article
              css={planCardStyle}
              data-highlighted={plan.highlighted ? "true" : "false"}
              aria-labelledby={`plan-${plan.id}`}
            >
              {plan.badge && <p css={badgeStyle}>{plan.badge}</p>}
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <p css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{plan.description}</p>
              <p css={{ display: "grid", gap: 2, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                <strong css={priceStyle}>{formatPrice(plan.price)}</strong>
                <span>{plan.paymentTerms}</span>
                <span>{plan.period}</span>
              </p>
              <PlanButton plan={plan} variant={plan.highlighted ? "primary" : "secondary"} />
              <ul css={featuresStyle} aria-label={`${ui.home.includedLabel}: ${plan.name}`}>
                {plan.included.map(item => (
                  <li key={item}>
                    <Mark />
                    {item}
                  </li>
                ))}
                {promoOn &&
                  plan.promoBonus?.map(item => (
                    <li key={`promo-${item}`} {...offerOnly("promo", "open")}>
                      <Mark />
                      <span css={{ "&::first-letter": { textTransform: "uppercase" } }}>{item}</span>
                    </li>
                  ))}
              </ul>
              {plan.excluded.length > 0 && (
                <ul css={featuresStyle} aria-label={`${ui.home.excludedLabel}: ${plan.name}`} data-excluded="true">
                  {plan.excluded.map(item => (
                    <li key={item}>
                      <Mark kind="cross" />
                      <s>
                        <span className="visually-hidden">{ui.home.excludedLabel}: </span>
                        {item}
                      </s>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </CardGrid>
      {copy.note && <p css={noteStyle}>{copy.note}</p>}
    </Section>
  )
}

const planCardStyle = css({
  position: "relative",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: theme.space[4],
  padding: `${theme.space[6]} ${theme.space[5]}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  [mq.md]: { padding: theme.space[6] },
  h3: { fontSize: theme.fontSizes.xl },
  '&[data-highlighted="true"]': {
    // A gradient border: the padding box is the card, the border box shows the gradient.
    border: "2px solid transparent",
    background: `linear-gradient(180deg, #17122b, ${theme.colors.surface}) padding-box, ${theme.colors.gradient} border-box`,
    boxShadow: "0 30px 80px -30px rgba(139, 92, 246, 0.6)",
  },
})

const badgeStyle = css({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  padding: "0.3rem 0.9rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.gradient,
  color: "#fff",
  fontSize: theme.fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.12em",
  whiteSpace: "nowrap",
})

const priceStyle = css({
  color: theme.colors.text,
  fontSize: "clamp(2.5rem, 2rem + 2vw, 3.25rem)",
  fontWeight: 900,
  letterSpacing: "-0.04em",
  lineHeight: 1.1,
})

const featuresStyle = css(listReset, {
  display: "grid",
  gap: theme.space[3],
  fontSize: theme.fontSizes.sm,
  li: { display: "grid", gridTemplateColumns: "1.4em 1fr", gap: theme.space[2], alignItems: "start" },
  '&[data-excluded="true"]': {
    paddingTop: theme.space[4],
    borderTop: `1px solid ${theme.colors.border}`,
    color: theme.colors.textFaint,
  },
  s: { textDecorationColor: "rgba(138, 138, 160, 0.7)" },
})

const noteStyle = css({
  maxWidth: 640,
  margin: `${theme.space[6]} auto 0`,
  textAlign: "center",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
})
