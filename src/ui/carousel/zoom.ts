/** Zoom and pan rules of the portfolio's image viewer: a pure reducer, so its limits are tested without a browser. */

export const ZOOM_MIN = 1
export const ZOOM_MAX = 3
const ZOOM_STEP = 0.5
/** Zooming out to this or less snaps the image back to the centre. */
const PAN_RESET_AT = 1.5

export type ZoomState = { zoom: number; x: number; y: number }

export type ZoomAction =
  /** "click": a click on the image zooms in, and from the maximum goes back to 1. */
  | { type: "zoomIn" | "zoomOut" | "click" | "reset" }
  /** A mouse-wheel notch: negative deltaY zooms in. */
  | { type: "wheel"; deltaY: number }
  | { type: "pan"; dx: number; dy: number }

export const INITIAL_ZOOM: ZoomState = { zoom: ZOOM_MIN, x: 0, y: 0 }

export const isZoomed = (state: ZoomState) => state.zoom > ZOOM_MIN

/** How far the image may move off centre, in CSS pixels: 150 across and 100 down per unit of zoom above 1. */
export const panLimits = (zoom: number) => ({ x: (zoom - 1) * 150, y: (zoom - 1) * 100 })

// Adding 0 turns -0 into 0, so a centred image reads as x: 0, y: 0.
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) + 0

function atZoom(state: ZoomState, zoom: number): ZoomState {
  const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom))
  if (next === state.zoom) return state
  if (next <= PAN_RESET_AT && next < state.zoom) return { zoom: next, x: 0, y: 0 }
  const limits = panLimits(next)
  return { zoom: next, x: clamp(state.x, limits.x), y: clamp(state.y, limits.y) }
}

/** Returns `state` itself when the action changes nothing (at a limit), so callers can tell. */
export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case "zoomIn":
      return atZoom(state, state.zoom + ZOOM_STEP)
    case "zoomOut":
      return atZoom(state, state.zoom - ZOOM_STEP)
    case "click":
      return state.zoom >= ZOOM_MAX ? INITIAL_ZOOM : atZoom(state, state.zoom + ZOOM_STEP)
    case "reset":
      return isZoomed(state) ? INITIAL_ZOOM : state
    case "wheel":
      return action.deltaY ? atZoom(state, state.zoom - Math.sign(action.deltaY) * ZOOM_STEP) : state
    case "pan": {
      const limits = panLimits(state.zoom)
      const x = clamp(state.x + action.dx, limits.x)
      const y = clamp(state.y + action.dy, limits.y)
      return x === state.x && y === state.y ? state : { ...state, x, y }
    }
  }
}

/** Whether a wheel notch zooms the image: with Ctrl (a trackpad pinch, never the page's zoom), or changing a zoom. */
export function wheelZooms(state: ZoomState, wheel: { deltaY: number; ctrlKey: boolean; metaKey: boolean }): boolean {
  if (wheel.ctrlKey || wheel.metaKey) return true
  return isZoomed(state) && zoomReducer(state, { type: "wheel", deltaY: wheel.deltaY }) !== state
}

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`
