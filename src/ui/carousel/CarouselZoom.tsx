import { css } from "@emotion/react"
import { useContext, useEffect, useRef, type ReactNode } from "react"
import { theme } from "../../theme/theme"
import { RoundIconButton } from "../Button"
import { Icon } from "../icons"
import { SlideContext, useCarousel } from "./Carousel"
import { INITIAL_ZOOM, ZOOM_MAX, ZOOM_MIN, isZoomed, wheelZooms, zoomPercent } from "./zoom"

/** Give the zoomed content (an image) this class so it fills the frame. */
export const CAROUSEL_ZOOM_CONTENT = "carousel-zoom-content"

/** Wheel notches closer together than this count as one step (trackpads send bursts). */
const WHEEL_STEP_MS = 180
const CLICK_SLOP_PX = 5

type CarouselZoomLabels = Record<"zoomInLabel" | "zoomOutLabel" | "resetLabel" | "zoomLevelLabel" | "zoomHint", string>
const RESET_ICON = <Icon size={16} stroke={2.2} path="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4" />

/** A slide's image and zoom bar (click and wheel zoom, drag to pan); every slide has the bar, so all are as tall. */
export function CarouselZoom({ labels, children }: { labels: CarouselZoomLabels; children: ReactNode }) {
  const { zoom, dispatchZoom: dispatch, hydrated } = useCarousel()
  const active = useContext(SlideContext)
  const state = active ? zoom : INITIAL_ZOOM
  const zoomed = isZoomed(state)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ id: number; x: number; y: number; moved: number } | null>(null)
  const lastWheel = useRef(0)

  // Native listeners: React's wheel and touch listeners are passive, and keen-slider listens on the track.
  useEffect(() => {
    const element = frame.current
    if (!element || !active) return
    const listening = new AbortController()
    const options = { passive: false, signal: listening.signal }
    const onWheel = (event: WheelEvent) => {
      if (!wheelZooms(state, event)) return
      event.preventDefault()
      if (Date.now() - lastWheel.current < WHEEL_STEP_MS) return
      lastWheel.current = Date.now()
      dispatch({ type: "wheel", deltaY: event.deltaY })
    }
    element.addEventListener("wheel", onWheel, options)
    // Zoomed, a drag pans the image, not a swipe for keen-slider; two fingers would zoom the page or swipe.
    element.addEventListener("mousedown", event => zoomed && event.stopPropagation(), options)
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault()
      if (zoomed) event.stopPropagation()
    }
    element.addEventListener("touchstart", onTouch, options)
    element.addEventListener("touchmove", onTouch, options)
    element.addEventListener("gesturestart", event => event.preventDefault(), options)
    return () => listening.abort()
  }, [active, state, zoomed, dispatch])

  const zoomButton = (type: "zoomOut" | "zoomIn" | "reset", label: string, off: boolean, icon: ReactNode) => (
    <RoundIconButton css={barButton} type="button" disabled={off} aria-label={label} onClick={() => dispatch({ type })}>
      {icon}
    </RoundIconButton>
  )

  return (
    <div css={frameStyle}>
      <div
        css={viewportStyle}
        ref={frame}
        title={active ? labels.zoomHint : undefined}
        data-zoom={state.zoom}
        data-pan-x={state.x}
        data-pan-y={state.y}
        data-zoomed={zoomed}
        data-testid={active ? "zoom-viewport" : undefined}
        onPointerDown={event => {
          if (!active || event.button !== 0) return
          drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0 }
          if (zoomed) event.currentTarget.setPointerCapture(event.pointerId)
        }}
        onPointerMove={event => {
          const press = drag.current
          if (press?.id !== event.pointerId) return
          const [dx, dy] = [event.clientX - press.x, event.clientY - press.y]
          press.moved += Math.abs(dx) + Math.abs(dy)
          press.x = event.clientX
          press.y = event.clientY
          if (zoomed) dispatch({ type: "pan", dx, dy })
        }}
        onPointerUp={event => {
          const press = drag.current
          if (press?.id !== event.pointerId) return
          drag.current = null
          if (press.moved < CLICK_SLOP_PX) dispatch({ type: "click" })
        }}
        onPointerCancel={() => (drag.current = null)}
      >
        <div
          css={zoomableStyle}
          style={{ transform: `translate3d(${state.x}px, ${state.y}px, 0) scale(${state.zoom})` }}
        >
          {children}
        </div>
      </div>
      <div css={zoomBarStyle} style={active ? undefined : { visibility: "hidden" }}>
        {zoomButton("zoomOut", labels.zoomOutLabel, !hydrated || state.zoom <= ZOOM_MIN, "−")}
        {zoomButton("zoomIn", labels.zoomInLabel, !hydrated || state.zoom >= ZOOM_MAX, "+")}
        {zoomed && (
          <span css={zoomLevelStyle} aria-label={labels.zoomLevelLabel} data-testid="zoom-level">
            {zoomPercent(state.zoom)}
          </span>
        )}
        {zoomButton("reset", labels.resetLabel, !zoomed, RESET_ICON)}
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

const viewportStyle = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 3 / 2;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  cursor: zoom-in;
  &[data-zoomed="true"] {
    cursor: grab;
    /* Zoomed: every finger movement pans the image, none scrolls the page or the track. */
    touch-action: none;
  }
  &[data-zoomed="true"]:active {
    cursor: grabbing;
  }
`

const zoomableStyle = css`
  width: 100%;
  height: 100%;
  transform-origin: center;
  transition: transform 0.2s ease-out;
  will-change: transform;
  img {
    -webkit-user-drag: none;
    -webkit-user-select: none;
    user-select: none;
  }
`

const zoomBarStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
`

const barButton = css`
  width: auto;
  min-width: 40px;
  height: 40px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`

const zoomLevelStyle = css`
  min-width: 4.5ch;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.accentText};
`
