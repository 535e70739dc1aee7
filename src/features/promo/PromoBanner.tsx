import { css, keyframes } from "@emotion/react"
import { graphql } from "gatsby"
import { useEffect, useMemo, useState } from "react"
import { OfferOnPage } from "../offers/OfferOnPage"
import { offerOnly } from "../offers/offer-page"
import { useOfferClock } from "../offers/Countdown"
import type { OfferWindow } from "../../content-model/offers"
import { DISMISS_ATTRIBUTE, DISMISSIBLE_ATTRIBUTE } from "../../lib/browser/dismiss"
import { fillTemplate } from "../../lib/fill-template"
import { mq, reducedMotion, theme } from "../../theme/theme"
import { CloseIcon } from "../../ui/icons"
import { required } from "../../content-model/copy"
import { BannerLink } from "../../ui/Button"
import { fewHoursLeft, promoClockFace, promoEndDate, promoWindow } from "./promo"
import { BANNER_ENTRANCE_MS, HURRY_LINE_AT_MS, HURRY_LINE_FOR_MS, PROMO_LINK_ATTRIBUTE } from "./promo-event"
import { PROMO_BANNER_ID } from "./banner-id"

/** @public Gatsby reads GraphQL fragments from a module\'s exports. */
export const fragment = graphql`
  fragment PromoBanner on Query {
    uiJson {
      banner {
        startsAt
        endsAt
        lastDayAt
        text
        untilText
        countdownPrefix
        hurryLine
        ctaLabel
        closeLabel
      }
    }
  }
`

type BannerCopy = NonNullable<Queries.PromoBannerFragment["uiJson"]>["banner"]

/** The banner of a page whose plans its call to action points at (`ctaHref`, an in-page link). */
export function promoBannerTo(ctaHref: string) {
  return function PromoBanner({ data }: { data: Queries.PromoBannerFragment }) {
    const ui = required(data.uiJson, "ui.json").banner
    const { startsAt, endsAt, lastDayAt } = ui
    const promo = useMemo(() => promoWindow({ startsAt, endsAt, lastDayAt }), [startsAt, endsAt, lastDayAt])
    // No end date, no promo. Closing the banner leaves the promo's CSS and clock: they show its bonus elsewhere too.
    if (!promo) return null
    return (
      <>
        <OfferOnPage offer="promo" window={promo} />
        <Banner ui={ui} promo={promo} ctaHref={ctaHref} />
      </>
    )
  }
}

/** The sticky banner: the end date, then on the last day "só hoje" counting down; gone after. */
function Banner({ ui, promo, ctaHref }: { ui: BannerCopy; promo: OfferWindow; ctaHref: string }) {
  const [hurry, setHurry] = useState(false)
  const clock = useOfferClock("promo", promo)

  useEffect(() => {
    // Timed from the page's start (performance.now()), not from this code's late arrival.
    const since = performance.now()
    const hideIn = HURRY_LINE_AT_MS + HURRY_LINE_FOR_MS - since
    if (hideIn <= 0) return
    const timers = [
      window.setTimeout(() => setHurry(fewHoursLeft(promo, Date.now())), Math.max(0, HURRY_LINE_AT_MS - since)),
      window.setTimeout(() => setHurry(false), hideIn),
    ]
    return () => timers.forEach(timer => window.clearTimeout(timer))
  }, [promo])

  // Null on the server and while hydrating (the visitor's clock is unknown), and once over.
  const countdown = clock?.left ? promoClockFace(clock.left) : null
  return (
    <div
      css={barStyle}
      id={PROMO_BANNER_ID}
      role="region"
      aria-labelledby="promo-banner-text"
      data-promo-banner=""
      {...{ [DISMISSIBLE_ATTRIBUTE]: "" }}
      {...offerOnly("promo", "open")}
    >
      <div css={innerStyle}>
        <p css={messageStyle} id="promo-banner-text">
          <span css={sparkStyle} aria-hidden="true">
            ⚡
          </span>
          <span {...offerOnly("promo", "last-day")}>{ui.text}</span>
          <span {...offerOnly("promo", "until")}>{fillTemplate(ui.untilText, { date: promoEndDate(promo) })}</span>
        </p>
        <div css={metaStyle}>
          <p css={countdownStyle} {...offerOnly("promo", "last-day")}>
            {ui.countdownPrefix}{" "}
            <span role="timer" data-testid="promo-countdown" aria-live="off">
              {countdown ?? "--:--:--"}
            </span>
          </p>
          <BannerLink css={ctaStyle} href={ctaHref} {...{ [PROMO_LINK_ATTRIBUTE]: "" }}>
            {ui.ctaLabel}
          </BannerLink>
        </div>
      </div>
      <button css={closeStyle} type="button" aria-label={ui.closeLabel} {...{ [DISMISS_ATTRIBUTE]: "" }}>
        <CloseIcon size={16} strokeWidth={2.4} />
      </button>
      <div css={hurrySlotStyle} role="status">
        {hurry && <p css={hurryLineStyle}>{ui.hurryLine}</p>}
      </div>
    </div>
  )
}

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(-6px);
  }
`

const barStyle = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.banner};
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: ${theme.space[2]} 52px ${theme.space[2]} ${theme.space[4]};
  /* A colour under the gradient: high-contrast modes drop gradients, and the page would scroll visibly under it. */
  background: #1a1033 linear-gradient(90deg, #1a1033 0%, #111a33 55%, #0b2530 100%);
  border-bottom: 1px solid rgba(139, 92, 246, 0.35);
  box-shadow: 0 8px 24px -16px rgba(0, 0, 0, 0.9);
  font-size: ${theme.fontSizes.xs};
  line-height: 1.4;
  /* Hidden until its entrance (the fill mode), after the first paint, with or without JavaScript. */
  animation: ${enter} 0.45s ease-out ${BANNER_ENTRANCE_MS}ms backwards;
  ${reducedMotion} {
    animation: none;
  }
  &[hidden] {
    display: none;
  }
  ${mq.md} {
    padding-left: ${theme.space[6]};
    font-size: ${theme.fontSizes.sm};
  }
`

const innerStyle = css`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[2]};
  ${mq.lg} {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[5]};
  }
`

const messageStyle = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: baseline;
  font-weight: 600;
  color: ${theme.colors.text};
`

const sparkStyle = css`
  flex: none;
`

const metaStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  flex: none;
  ${mq.lg} {
    justify-content: flex-start;
  }
`

const countdownStyle = css`
  color: ${theme.colors.textMuted};
  white-space: nowrap;
  [role="timer"] {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: #fde68a;
  }
`

const ctaStyle = css`
  background: ${theme.colors.gradient};
  &:hover {
    filter: brightness(1.1);
  }
`

const closeStyle = css`
  position: absolute;
  top: 50%;
  right: ${theme.space[2]};
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: rgba(255, 255, 255, 0.08);
  }
`

/** Hangs below the bar, out of the flow, so the line's arrival moves nothing. */
const hurrySlotStyle = css`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
`

const hurryLineStyle = css`
  padding: ${theme.space[1]} ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  background: #2a1d05;
  border: 1px solid rgba(251, 191, 36, 0.45);
  color: #fde68a;
  font-weight: 700;
  box-shadow: 0 10px 30px -10px rgba(0, 0, 0, 0.9);
  animation: hurry-in 0.3s ease-out;
  @keyframes hurry-in {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
  }
  ${reducedMotion} {
    animation: none;
  }
`
