/**
 * Zoom and pan rules of the portfolio image viewer, as a pure reducer so the
 * limits can be tested without a browser.
 */

export const ZOOM_MIN = 1
export const ZOOM_MAX = 3
export const ZOOM_STEP = 0.5
/** Pan limit per unit of zoom above 1, in CSS pixels. */
export const PAN_X_PER_ZOOM = 150
export const PAN_Y_PER_ZOOM = 100
/** At or below this zoom the image snaps back to the centre. */
export const PAN_RESET_AT = 1.5

export interface ZoomState {
  zoom: number
  x: number
  y: number
}

export type ZoomAction =
  | { type: "zoomIn" }
  | { type: "zoomOut" }
  /** A mouse-wheel notch: negative deltaY zooms in, positive zooms out. */
  | { type: "wheel"; deltaY: number }
  /** A click on the image: zooms in, and from the maximum goes back to 1. */
  | { type: "click" }
  /** A drag by (dx, dy) pixels. */
  | { type: "pan"; dx: number; dy: number }
  | { type: "reset" }

export const INITIAL_ZOOM: ZoomState = { zoom: ZOOM_MIN, x: 0, y: 0 }

export function panLimits(zoom: number): { x: number; y: number } {
  const over = Math.max(0, zoom - 1)
  return { x: over * PAN_X_PER_ZOOM, y: over * PAN_Y_PER_ZOOM }
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value))

/** Returns the state at a new zoom, with the pan reset or clamped to the new limits. */
function atZoom(state: ZoomState, zoom: number): ZoomState {
  const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom))
  if (next === state.zoom) return state
  if (next <= PAN_RESET_AT && next < state.zoom) return { zoom: next, x: 0, y: 0 }
  const limits = panLimits(next)
  // Adding 0 turns -0 into 0, so a centred image always reads as x: 0, y: 0.
  return { zoom: next, x: clamp(state.x, limits.x) + 0, y: clamp(state.y, limits.y) + 0 }
}

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case "zoomIn":
      return atZoom(state, state.zoom + ZOOM_STEP)
    case "zoomOut":
      return atZoom(state, state.zoom - ZOOM_STEP)
    case "wheel":
      if (action.deltaY === 0) return state
      return atZoom(state, state.zoom + (action.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP))
    case "click":
      return state.zoom >= ZOOM_MAX ? INITIAL_ZOOM : atZoom(state, state.zoom + ZOOM_STEP)
    case "pan": {
      if (state.zoom <= ZOOM_MIN) return state
      const limits = panLimits(state.zoom)
      const x = clamp(state.x + action.dx, limits.x) + 0
      const y = clamp(state.y + action.dy, limits.y) + 0
      return x === state.x && y === state.y ? state : { ...state, x, y }
    }
    case "reset":
      return state.zoom === ZOOM_MIN && state.x === 0 && state.y === 0 ? state : INITIAL_ZOOM
  }
}

export const isZoomed = (state: ZoomState) => state.zoom > ZOOM_MIN

/**
 * Whether a wheel notch over the image belongs to the zoom rather than to the page.
 * Ctrl+wheel (and a trackpad pinch, which browsers send as one) always does, so it
 * never zooms the whole page instead. A plain wheel only once the visitor has zoomed
 * in, and only while it still changes the zoom: a visitor scrolling the page past the
 * carousel is never caught by it, nor held at the maximum.
 */
export function wheelZooms(state: ZoomState, wheel: { deltaY: number; ctrlKey: boolean; metaKey: boolean }): boolean {
  if (wheel.ctrlKey || wheel.metaKey) return true
  return isZoomed(state) && zoomReducer(state, { type: "wheel", deltaY: wheel.deltaY }) !== state
}

/** "150%" for a zoom of 1.5. */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`
