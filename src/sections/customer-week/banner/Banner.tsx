import { Global, css } from "@emotion/react"
import { graphql } from "gatsby"
import { fillTemplate } from "../../../lib/fill-template"
import { sectionLink } from "../../../content-model/pages"
import { mq, theme } from "../../../theme/theme"
import { Countdown } from "../../../features/offers/Countdown"
import { useWeekWindow } from "../../../features/customer-week/week"
import { required, sectionCopy } from "../../../content-model/copy"
import { BannerLink } from "../../../ui/Button"
import { WEEK_BANNER_ID } from "./banner-id"

/** @public */ export const fragment = graphql`
  fragment SemanaClienteBanner on Query {
    bannerCopy: mdx(frontmatter: { page: { eq: "semana-cliente" }, section: { eq: "banner" } }) {
      ...SectionCopy
    }
    renewalOfferJson {
      discount
      ...CustomerWeekDates
    }
    renewalJson {
      labels {
        discountBadge
        weekEnded
      }
      ...CountdownWords
    }
  }
`

/** The banner's height with one line of copy; anchors on the page land below it. */
const BANNER_MIN_HEIGHT = 56

/** Sticky, not fixed: it keeps its place in the flow, its height reserved, so nothing shifts or hides behind it. */
export function Banner({ data }: { data: Queries.SemanaClienteBannerFragment }) {
  const copy = sectionCopy(data.bannerCopy, "semana-cliente/banner")
  const offer = required(data.renewalOfferJson, "renewalOffer.json")
  const { labels, countdown } = required(data.renewalJson, "renewal.json")
  const week = useWeekWindow(offer)
  return (
    // Named for the week, not its offer: the same region says the offer is on, or over.
    <div css={barStyle} id={WEEK_BANNER_ID} role="region" aria-label={copy.eyebrow ?? copy.title}>
      <Global styles={anchorsClearTheBanner} />
      <div css={innerStyle}>
        <span css={badgeStyle} aria-hidden="true" data-week-only="open">
          {fillTemplate(labels.discountBadge, { discount: `${offer.discount}%` })}
        </span>
        <p css={textStyle}>
          <span data-week-only="open">{copy.title}</span>
          <span data-week-only="ended">{labels.weekEnded}</span>
        </p>
        <Countdown offer="week" window={week} words={countdown} variant="bar" />
        {copy.ctaLabel && (
          <BannerLink css={ctaStyle} href={sectionLink("semana-cliente", "pricing")}>
            {copy.ctaLabel}
          </BannerLink>
        )}
      </div>
    </div>
  )
}

const barStyle = css({
  position: "sticky",
  top: 0,
  zIndex: theme.zIndex.banner,
  // A colour under the gradient: high-contrast modes drop gradients and keep a colour's opacity, and a see-through bar would let the page scroll visibly under its text.
  background: "#4c1d95 linear-gradient(90deg, #4c1d95 0%, #3730a3 50%, #155e75 100%)",
  borderBottom: `1px solid ${theme.colors.borderStrong}`,
  boxShadow: "0 8px 24px -12px rgba(0, 0, 0, 0.8)",
})

// Each part keeps its width as the clock ticks.
const innerStyle = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${theme.space[1]} ${theme.space[3]}`,
  maxWidth: theme.maxWidth,
  minHeight: `${BANNER_MIN_HEIGHT}px`,
  margin: "0 auto",
  padding: `${theme.space[2]} ${theme.space[4]}`,
  "[data-countdown]": { order: 3, flexBasis: "100%" },
  [mq.lg]: { flexWrap: "nowrap", "[data-countdown]": { order: 0, flexBasis: "auto" } },
})

const badgeStyle = css({
  display: "none",
  flex: "none",
  padding: "2px 10px",
  borderRadius: theme.radii.pill,
  background: "#fff",
  color: "#3b0764",
  fontSize: theme.fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.04em",
  [mq.sm]: { display: "inline-block" },
})

const textStyle = css({
  flex: "1 1 0",
  minWidth: 0,
  maxWidth: "40rem",
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.35,
  color: "#fff",
  [mq.md]: { fontSize: theme.fontSizes.sm },
})

const ctaStyle = css({
  background: "rgba(255, 255, 255, 0.14)",
  border: "1px solid rgba(255, 255, 255, 0.35)",
  fontSize: theme.fontSizes.xs,
  transition: "background-color 0.2s ease",
  "&:hover": { background: "rgba(255, 255, 255, 0.24)" },
})

// Anchors land below the sticky banner; the sections' top padding clears a banner whose copy wraps.
const anchorsClearTheBanner = css({ "section[id]": { scrollMarginTop: `${BANNER_MIN_HEIGHT}px` } })
