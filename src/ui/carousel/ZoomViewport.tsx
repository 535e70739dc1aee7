import { css } from "@emotion/react"
import { useEffect, useRef, type Dispatch, type ReactNode } from "react"
import { theme } from "../../theme/theme"
import { isZoomed, wheelZooms, type ZoomAction, type ZoomState } from "./zoom"

interface ZoomViewportProps {
  state: ZoomState
  dispatch: Dispatch<ZoomAction>
  /** Only the visible slide listens to the pointer and the wheel. */
  active: boolean
  hint: string
  children: ReactNode
}

/** Wheel notches closer together than this count as one step (trackpads send bursts). */
const WHEEL_STEP_MS = 180
/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP_PX = 5

/**
 * The image frame of a portfolio slide: click and wheel zoom, drag pans when
 * zoomed, and two-finger gestures (pinch, browser zoom) are blocked.
 */
export function ZoomViewport({ state, dispatch, active, hint, children }: ZoomViewportProps) {
  const ref = useRef<HTMLDivElement>(null)
  // The listeners below are set up once per slide and read the state through this.
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  })

  useEffect(() => {
    const element = ref.current
    if (!element || !active) return
    let lastWheel = 0
    let drag: { id: number; x: number; y: number; moved: number } | null = null

    const onWheel = (event: WheelEvent) => {
      if (!wheelZooms(latest.current, event)) return
      event.preventDefault()
      const now = Date.now()
      if (now - lastWheel < WHEEL_STEP_MS) return
      lastWheel = now
      dispatch({ type: "wheel", deltaY: event.deltaY })
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0 }
      if (isZoomed(latest.current)) element.setPointerCapture(event.pointerId)
    }
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || drag.id !== event.pointerId) return
      const dx = event.clientX - drag.x
      const dy = event.clientY - drag.y
      drag.moved += Math.abs(dx) + Math.abs(dy)
      drag.x = event.clientX
      drag.y = event.clientY
      if (isZoomed(latest.current)) dispatch({ type: "pan", dx, dy })
    }
    const onPointerUp = (event: PointerEvent) => {
      if (!drag || drag.id !== event.pointerId) return
      const wasClick = drag.moved < CLICK_SLOP_PX
      drag = null
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId)
      if (wasClick && event.pointerType === "mouse") dispatch({ type: "click" })
    }
    const onPointerCancel = () => {
      drag = null
    }
    // Two fingers would pinch-zoom the page or fight the slider: block them here.
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault()
      if (isZoomed(latest.current)) event.stopPropagation()
    }
    // Zoomed, a drag pans the image: keep the slider (it listens for mouse and
    // touch events on its container) from seeing it as a swipe.
    const onMouseDown = (event: MouseEvent) => {
      if (isZoomed(latest.current)) event.stopPropagation()
    }
    const onGesture = (event: Event) => event.preventDefault()
    // A tap (touch or pen) zooms like a click; mouse clicks are handled on pointerup.
    const onClick = (event: MouseEvent) => {
      if ((event as PointerEvent).pointerType && (event as PointerEvent).pointerType !== "mouse")
        dispatch({ type: "click" })
    }

    element.addEventListener("wheel", onWheel, { passive: false })
    element.addEventListener("pointerdown", onPointerDown)
    element.addEventListener("pointermove", onPointerMove)
    element.addEventListener("pointerup", onPointerUp)
    element.addEventListener("pointercancel", onPointerCancel)
    element.addEventListener("mousedown", onMouseDown)
    element.addEventListener("touchstart", onTouch, { passive: false })
    element.addEventListener("touchmove", onTouch, { passive: false })
    element.addEventListener("gesturestart", onGesture)
    element.addEventListener("click", onClick)
    return () => {
      element.removeEventListener("wheel", onWheel)
      element.removeEventListener("pointerdown", onPointerDown)
      element.removeEventListener("pointermove", onPointerMove)
      element.removeEventListener("pointerup", onPointerUp)
      element.removeEventListener("pointercancel", onPointerCancel)
      element.removeEventListener("mousedown", onMouseDown)
      element.removeEventListener("touchstart", onTouch)
      element.removeEventListener("touchmove", onTouch)
      element.removeEventListener("gesturestart", onGesture)
      element.removeEventListener("click", onClick)
    }
  }, [active, dispatch])

  const zoomed = isZoomed(state)
  return (
    <div
      css={viewportStyle}
      ref={ref}
      title={active ? hint : undefined}
      data-zoom={state.zoom}
      data-pan-x={state.x}
      data-pan-y={state.y}
      data-zoomed={zoomed ? "true" : "false"}
      data-testid={active ? "zoom-viewport" : undefined}
    >
      <div css={zoomableStyle} style={{ transform: `translate3d(${state.x}px, ${state.y}px, 0) scale(${state.zoom})` }}>
        {children}
      </div>
    </div>
  )
}

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
    /* Zoomed: every finger movement pans the image, none scrolls the page. */
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
