import { css } from "@emotion/react"
import type { ComponentPropsWithoutRef, ReactNode } from "react"
import { theme } from "../../theme/theme"
import { useCarousel, useCarouselSlide } from "./carousel-context"
import { ZoomViewport } from "./ZoomViewport"
import { INITIAL_ZOOM, ZOOM_MAX, ZOOM_MIN, isZoomed, zoomPercent } from "./zoom"

/** Give the zoomed content (an image) this class so it fills the frame. */
export const CAROUSEL_ZOOM_CONTENT = "carousel-zoom-content"

export interface CarouselZoomLabels {
  zoomInLabel: string
  zoomOutLabel: string
  resetLabel: string
  /** The name of the zoom percentage shown while zoomed. */
  zoomLevelLabel: string
  /** The tooltip of the image on show: how to zoom and pan. */
  zoomHint: string
}

/**
 * A slide's zoomable image (click, wheel, drag to pan; see ZoomViewport) with
 * its zoom bar under it. Only the slide on show is zoomed; the bar is on every
 * slide (hidden on the others) so all slides are equally tall and a slide
 * change moves nothing below.
 */
export function CarouselZoom({ labels, children }: { labels: CarouselZoomLabels; children: ReactNode }) {
  const { zoom, dispatchZoom, hydrated } = useCarousel()
  const { active } = useCarouselSlide()
  const state = active ? zoom : INITIAL_ZOOM
  const zoomed = isZoomed(state)
  return (
    <div css={frameStyle}>
      <ZoomViewport state={state} dispatch={dispatchZoom} active={active} hint={labels.zoomHint}>
        {children}
      </ZoomViewport>
      <div css={zoomBarStyle} style={active ? undefined : { visibility: "hidden" }}>
        <ZoomButton
          type="button"
          onClick={() => dispatchZoom({ type: "zoomOut" })}
          disabled={!hydrated || state.zoom <= ZOOM_MIN}
          aria-label={labels.zoomOutLabel}
        >
          −
        </ZoomButton>
        <ZoomButton
          type="button"
          onClick={() => dispatchZoom({ type: "zoomIn" })}
          disabled={!hydrated || state.zoom >= ZOOM_MAX}
          aria-label={labels.zoomInLabel}
        >
          +
        </ZoomButton>
        {zoomed && (
          <span css={zoomLevelStyle} aria-label={labels.zoomLevelLabel} data-testid="zoom-level">
            {zoomPercent(state.zoom)}
          </span>
        )}
        <ZoomButton
          type="button"
          onClick={() => dispatchZoom({ type: "reset" })}
          disabled={!zoomed}
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
      </div>
    </div>
  )
}

const frameStyle = css`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
  .${CAROUSEL_ZOOM_CONTENT} {
    width: 100%;
    height: 100%;
  }
`

const zoomBarStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
`

const zoomButtonStyle = css`
  display: grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.04);
  color: ${theme.colors.text};
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

function ZoomButton(props: ComponentPropsWithoutRef<"button">) {
  return <button css={zoomButtonStyle} {...props} />
}

const zoomLevelStyle = css`
  min-width: 4.5ch;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.accentText};
`
