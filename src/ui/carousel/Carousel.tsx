import { css } from "@emotion/react"
import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from "react"
import { mq, theme } from "../../theme/theme"
import { RoundIconButton } from "../Button"
import { Icon } from "../icons"
import { listReset } from "../primitives"
import { useCarouselState } from "./carousel-state"

const CarouselContext = createContext<ReturnType<typeof useCarouselState> | null>(null)
/** Whether the slide a part sits in is on show. */
export const SlideContext = createContext(false)

export function useCarousel() {
  const state = useContext(CarouselContext)
  if (!state) throw new Error("Carousel parts must be used inside <Carousel>")
  return state
}

type CarouselProps = { label: string; roleDescription: string; autoplayMs: number; children: ReactNode }

/**
 * A looping carousel in parts that read this root's state: a native scroll-snap strip from the static HTML on, which
 * keen-slider (seamless loop, mouse drag) takes over when it arrives; without it every press still moves a slide.
 */
export function Carousel({ label, roleDescription, autoplayMs, children }: CarouselProps) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const state = useCarouselState(autoplayMs, hovered || focused)
  return (
    <CarouselContext.Provider value={state}>
      {/* The region only listens: hover and keyboard focus inside it hold the automatic advance. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription={roleDescription}
        aria-label={label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        // Keyboard focus holds it; a mouse click on an arrow should not stop autoplay for good.
        onFocus={event => event.target.matches(":focus-visible") && setFocused(true)}
        onBlur={event => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
        data-autoplay={state.autoplay ? "on" : "off"}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  )
}

export function CarouselViewport(props: HTMLAttributes<HTMLDivElement>) {
  const { trackRef, autoplay } = useCarousel()
  // aria-live: announce a slide changed at the visitor's hand, not each automatic step.
  return (
    <div
      {...props}
      css={trackStyle}
      ref={trackRef}
      className="keen-slider"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll strip must take focus (WCAG 2.1.1)
      tabIndex={0}
      aria-live={autoplay ? "off" : "polite"}
    />
  )
}

type CarouselSlideProps = HTMLAttributes<HTMLDivElement> & { index: number; label: string; roleDescription: string }

/** One slide: a group named `label`, hidden from screen readers while another is on show. */
export function CarouselSlide({ index, label, roleDescription, className, children, ...props }: CarouselSlideProps) {
  const active = index === useCarousel().current
  return (
    <div
      css={slideStyle}
      className={`keen-slider__slide ${className ?? ""}`}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={!active}
      data-active={active}
      {...props}
    >
      <SlideContext.Provider value={active}>{children}</SlideContext.Provider>
    </div>
  )
}

export const CarouselControls = ({ children }: { children: ReactNode }) => <div css={controlsStyle}>{children}</div>

/** Stops and resumes the automatic advance (WCAG 2.2.2). */
export function CarouselPlayToggle({ playLabel, pauseLabel }: { playLabel: string; pauseLabel: string }) {
  const { hydrated, paused, togglePaused } = useCarousel()
  return (
    <RoundIconButton
      css={playToggleStyle}
      type="button"
      disabled={!hydrated}
      onClick={togglePaused}
      aria-label={paused ? playLabel : pauseLabel}
      data-state={paused ? "paused" : "playing"}
    >
      <Icon size={18} path={paused ? "M8 5.5v13l10.5-6.5z" : "M7.5 5h3v14h-3zM13.5 5h3v14h-3z"} />
    </RoundIconButton>
  )
}

function Arrow({ label, back }: { label: string; back?: boolean }) {
  const { hydrated, previous, next } = useCarousel()
  return (
    <RoundIconButton type="button" disabled={!hydrated} onClick={back ? previous : next} aria-label={label}>
      <Icon size={20} stroke={2.4} path={back ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </RoundIconButton>
  )
}

export const CarouselPrevious = ({ label }: { label: string }) => <Arrow label={label} back />
export const CarouselNext = ({ label }: { label: string }) => <Arrow label={label} />

export function CarouselDots({ labels }: { labels: readonly string[] }) {
  const { current, hydrated, goTo } = useCarousel()
  return (
    <ol css={dotsStyle}>
      {labels.map((label, index) => (
        <li key={index}>
          <button
            css={dotStyle}
            type="button"
            disabled={!hydrated}
            aria-label={label}
            aria-current={index === current}
            onClick={() => goTo(index)}
          />
        </li>
      ))}
    </ol>
  )
}

// keen-slider's base styles, not its CSS file: that would arrive late with its code, and the layout shift.
const trackStyle = css`
  position: relative;
  display: flex;
  border-radius: ${theme.radii.lg};
  &:not([data-slider-ready]) {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
  &[data-slider-ready] {
    overflow: hidden;
    touch-action: pan-y;
    -webkit-user-select: none;
    user-select: none;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
  }
`

const slideStyle = css`
  position: relative;
  overflow: hidden;
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
  ${mq.md} {
    padding: ${theme.space[6]};
  }
`

const controlsStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`

const playToggleStyle = css`
  &[data-state="paused"] {
    border-color: rgba(139, 92, 246, 0.6);
    color: ${theme.colors.accentText};
  }
`

const dotsStyle = css`
  ${listReset}
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

const dotStyle = css`
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
    background: ${theme.colors.gradient};
  }
  &:disabled {
    cursor: progress;
  }
`
