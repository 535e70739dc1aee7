import { css } from "@emotion/react"
import type { HTMLAttributes } from "react"
import { theme } from "../../theme/theme"
import { useCarousel } from "./carousel-context"

/** The track keen-slider drives: the slides go inside. */
export function CarouselViewport({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { sliderRef, autoplay } = useCarousel()
  return (
    <div
      css={trackStyle}
      ref={sliderRef}
      className={className ? `keen-slider ${className}` : "keen-slider"}
      // Announce the new slide only when it changed at the visitor's hand, not at every automatic step.
      aria-live={autoplay ? "off" : "polite"}
      {...props}
    />
  )
}

/*
 * keen-slider's base styles (its keen-slider.min.css, less the vertical and
 * reverse modes we do not use) live here rather than as a CSS import: the
 * carousel's code may arrive late (sections/lazy) and a CSS file would come
 * with it, while these rules are in the static HTML's critical CSS, so the
 * track shows one slide from the first paint.
 */
const trackStyle = css`
  &.keen-slider {
    border-radius: ${theme.radii.lg};
  }
  &.keen-slider:not([data-keen-slider-disabled]) {
    position: relative;
    display: flex;
    align-content: flex-start;
    width: 100%;
    overflow: hidden;
    touch-action: pan-y;
    -webkit-user-select: none;
    user-select: none;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
  }
  &.keen-slider:not([data-keen-slider-disabled]) .keen-slider__slide {
    position: relative;
    width: 100%;
    min-height: 100%;
    overflow: hidden;
  }
`
