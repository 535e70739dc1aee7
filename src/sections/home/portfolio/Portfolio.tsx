import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import type { KeenSliderOptions } from "keen-slider"
import { useCallback, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from "react"
import { prefersReducedMotion, subscribeReducedMotion } from "../../../lib/reduced-motion"
import { INITIAL_ZOOM, ZOOM_MAX, ZOOM_MIN, isZoomed, zoomPercent, zoomReducer } from "../../../ui/carousel/zoom"
import { fillTemplate } from "../../../lib/fill-template"
import { mq } from "../../../theme/theme"
import { sectionAnchor } from "../../page-sections"
import { required, sectionCopy } from "../../copy"
import { RoundIconButton } from "../../../ui/Button"
import { Section } from "../../../ui/layout"
import { Checklist } from "../../../ui/primitives"
import { useHydrated } from "../../../ui/useHydrated"
import { useLazyKeenSlider } from "../../../ui/carousel/useLazyKeenSlider"
import { ZoomViewport } from "../../../ui/carousel/ZoomViewport"

export const fragment = graphql`
  fragment HomePortfolio on Query {
    portfolioCopy: mdx(frontmatter: { page: { eq: "home" }, section: { eq: "portfolio" } }) {
      ...SectionCopy
    }
    portfolioJson {
      projects {
        id
        name
        title
        description
        imageAlt
        icon
        implementationValue
        monthlyValue
        category
        features
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    uiJson {
      carousel {
        previousLabel
        nextLabel
        dotLabel
        zoomInLabel
        zoomOutLabel
        resetLabel
        implementationLabel
        monthlyLabel
        regionLabel
        roleDescription
        slideRoleDescription
        slideLabel
        zoomHint
        zoomLevelLabel
        pauseLabel
        playLabel
      }
    }
  }
`

/** The carousel advances by itself every 5 seconds. */
const AUTOPLAY_MS = 5000

/**
 * The 12 ready-made agent projects, one slide each with its image (zoom and
 * pan), details and prices. Its controls render disabled in the static HTML
 * and come alive when the section's code has hydrated.
 */
export function Portfolio({ data }: { data: Queries.HomePortfolioFragment }) {
  const copy = sectionCopy(data.portfolioCopy, "home/portfolio")
  const items = required(data.portfolioJson, "portfolio.json").projects
  const labels = required(data.uiJson, "ui.json").carousel
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // The visitor's own choice (WCAG 2.2.2); until they make one, reduced motion means paused.
  // The server renders "playing"; the browser's setting applies right after hydration.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reducedMotion
  const [zoom, dispatch] = useReducer(zoomReducer, INITIAL_ZOOM)
  const zoomed = isZoomed(zoom)

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: true,
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : 550 },
      slideChanged: slider => {
        setCurrent(slider.track.details.rel)
        // A zoomed view belongs to the image it was made on.
        dispatch({ type: "reset" })
      },
    }),
    [],
  )
  const { sliderRef, withSlider } = useLazyKeenSlider(options)

  const autoplay = !paused && !hovered && !focused && !zoomed
  useEffect(() => {
    if (!autoplay) return
    const interval = window.setInterval(() => withSlider(instance => instance.next(), { load: false }), AUTOPLAY_MS)
    return () => window.clearInterval(interval)
  }, [autoplay, withSlider, current])

  const goTo = useCallback(
    (index: number) => {
      dispatch({ type: "reset" })
      withSlider(instance => instance.moveToIdx(index))
    },
    [withSlider],
  )

  return (
    <Section id={sectionAnchor("home", "portfolio")} copy={copy} tone="raised">
      <Carousel
        role="region"
        aria-roledescription={labels.roleDescription}
        aria-label={labels.regionLabel}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={event => {
          // Keyboard focus pauses; a mouse click on an arrow should not stop autoplay for good.
          if (event.target.matches(":focus-visible")) setFocused(true)
        }}
        onBlur={event => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
        }}
        data-autoplay={autoplay ? "on" : "off"}
      >
        {/* Announce the new project only when it changed at the visitor's hand, not every 5 s. */}
        <div
          ref={sliderRef}
          className="keen-slider"
          data-testid="portfolio-track"
          aria-live={autoplay ? "off" : "polite"}
        >
          {items.map((item, index) => {
            const image = getImage(item.image.childImageSharp?.gatsbyImageData ?? null)
            const active = index === current
            const slideZoom = active ? zoom : INITIAL_ZOOM
            return (
              <Slide
                key={item.id}
                className="keen-slider__slide"
                role="group"
                aria-roledescription={labels.slideRoleDescription}
                aria-label={fillTemplate(labels.slideLabel, {
                  number: index + 1,
                  total: items.length,
                  name: item.name,
                })}
                aria-hidden={!active}
                data-active={active ? "true" : "false"}
              >
                <Media>
                  <ZoomViewport state={slideZoom} dispatch={dispatch} active={active} hint={labels.zoomHint}>
                    {image && (
                      <GatsbyImage
                        image={image}
                        alt={item.imageAlt}
                        sizes="(min-width: 1024px) 640px, calc(100vw - 32px)"
                        className="portfolio-image"
                      />
                    )}
                  </ZoomViewport>
                  {/* On every slide (hidden but on the active one), so all slides are equally tall and a slide change moves nothing below. */}
                  <ZoomBar style={active ? undefined : { visibility: "hidden" }}>
                    <ZoomButton
                      type="button"
                      onClick={() => dispatch({ type: "zoomOut" })}
                      disabled={!hydrated || slideZoom.zoom <= ZOOM_MIN}
                      aria-label={labels.zoomOutLabel}
                    >
                      −
                    </ZoomButton>
                    <ZoomButton
                      type="button"
                      onClick={() => dispatch({ type: "zoomIn" })}
                      disabled={!hydrated || slideZoom.zoom >= ZOOM_MAX}
                      aria-label={labels.zoomInLabel}
                    >
                      +
                    </ZoomButton>
                    {active && zoomed && (
                      <ZoomLevel aria-label={labels.zoomLevelLabel} data-testid="zoom-level">
                        {zoomPercent(slideZoom.zoom)}
                      </ZoomLevel>
                    )}
                    <ZoomButton
                      type="button"
                      onClick={() => dispatch({ type: "reset" })}
                      disabled={!active || !zoomed}
                      aria-label={labels.resetLabel}
                    >
                      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                        <path
                          d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </ZoomButton>
                  </ZoomBar>
                </Media>
                <Details>
                  <Heading>
                    <span aria-hidden="true">{item.icon}</span>
                    <h3>{item.name}</h3>
                  </Heading>
                  <strong>{item.title}</strong>
                  <p>{item.description}</p>
                  <Checklist items={item.features} />
                  <Prices>
                    <div>
                      <dt>{labels.implementationLabel}</dt>
                      <dd>{item.implementationValue}</dd>
                    </div>
                    {item.monthlyValue && (
                      <div>
                        <dt>{labels.monthlyLabel}</dt>
                        <dd>{item.monthlyValue}</dd>
                      </div>
                    )}
                  </Prices>
                </Details>
              </Slide>
            )
          })}
        </div>
        <Controls>
          <PlayToggle
            type="button"
            disabled={!hydrated}
            onClick={() => {
              // Resuming asks for rotation: fetch the slider now, or the first automatic step has nothing to move.
              if (paused) withSlider(() => undefined)
              setPausedByVisitor(!paused)
            }}
            aria-label={paused ? labels.playLabel : labels.pauseLabel}
            data-state={paused ? "paused" : "playing"}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              {paused ? (
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              ) : (
                <path d="M7.5 5h3v14h-3zM13.5 5h3v14h-3z" fill="currentColor" />
              )}
            </svg>
          </PlayToggle>
          <ArrowButton
            direction="prev"
            label={labels.previousLabel}
            disabled={!hydrated}
            onClick={() => withSlider(instance => instance.prev())}
          />
          <Dots>
            {items.map((item, index) => (
              <li key={item.id}>
                <Dot
                  type="button"
                  disabled={!hydrated}
                  aria-label={`${labels.dotLabel} ${index + 1}: ${item.name}`}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </Dots>
          <ArrowButton
            direction="next"
            label={labels.nextLabel}
            disabled={!hydrated}
            onClick={() => withSlider(instance => instance.next())}
          />
        </Controls>
      </Carousel>
    </Section>
  )
}

const ARROW_PATHS = { prev: "M15 5l-7 7 7 7", next: "M9 5l7 7-7 7" } as const

function ArrowButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: "prev" | "next"
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <RoundIconButton type="button" onClick={onClick} aria-label={label} data-direction={direction} disabled={disabled}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={ARROW_PATHS[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </RoundIconButton>
  )
}

/*
 * keen-slider's base styles (its keen-slider.min.css, less the vertical and
 * reverse modes we do not use) live here rather than as a CSS import: this
 * section's code arrives late (sections/lazy) and a CSS file would come
 * with it, while these rules are in the static HTML's critical CSS, so the
 * track shows one slide from the first paint.
 */
const Carousel = styled.div`
  .keen-slider {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  .keen-slider:not([data-keen-slider-disabled]) {
    position: relative;
    display: flex;
    align-content: flex-start;
    width: 100%;
    overflow: hidden;
    touch-action: pan-y;
    user-select: none;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
  }
  .keen-slider:not([data-keen-slider-disabled]) .keen-slider__slide {
    position: relative;
    width: 100%;
    min-height: 100%;
    overflow: hidden;
  }
`

const Slide = styled.div`
  /* Before the slider starts, show exactly the first slide (no layout shift). */
  min-width: 100%;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  ${mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: center;
  }
`

const Media = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  .portfolio-image {
    width: 100%;
    height: 100%;
  }
`

const ZoomBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`

const ZoomButton = styled.button`
  display: grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.04);
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`

const ZoomLevel = styled.span`
  min-width: 4.5ch;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.accentText};
`

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  > strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: 1.6rem;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Prices = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: rgba(255, 255, 255, 0.03);
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`

/** On phones it sits with the arrows, under the dots; from sm, first in the row. */
const PlayToggle = styled(RoundIconButton)`
  &[data-state="paused"] {
    border-color: rgba(139, 92, 246, 0.6);
    color: ${({ theme }) => theme.colors.accentText};
  }
`

const Dots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  justify-content: center;
  /* On phones the dots take their own row above the arrows. */
  order: -1;
  width: 100%;
  ${mq.sm} {
    order: 0;
    width: auto;
  }
`

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.3);
    transition:
      width 0.2s ease,
      background-color 0.2s ease;
  }
  &[aria-current="true"]::before {
    width: 20px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.gradient};
  }
  &:disabled {
    cursor: progress;
  }
`
