import {
  INITIAL_ZOOM,
  isZoomed,
  panLimits,
  wheelZooms,
  zoomPercent,
  zoomReducer,
  type ZoomAction,
  type ZoomState,
} from "./zoom"

const run = (actions: ZoomAction[], from: ZoomState = INITIAL_ZOOM) => actions.reduce(zoomReducer, from)
const times = (count: number, action: ZoomAction) => Array.from({ length: count }, () => action)

describe("zoom limits", () => {
  it("zooms in by 0.5 per step and stops at 3", () => {
    expect(run([{ type: "zoomIn" }]).zoom).toBe(1.5)
    expect(run(times(4, { type: "zoomIn" })).zoom).toBe(3)
    expect(run(times(9, { type: "zoomIn" })).zoom).toBe(3)
  })

  it("zooms out by 0.5 per step and stops at 1", () => {
    const atThree = run(times(4, { type: "zoomIn" }))
    expect(zoomReducer(atThree, { type: "zoomOut" }).zoom).toBe(2.5)
    expect(run(times(9, { type: "zoomOut" }), atThree).zoom).toBe(1)
  })

  it("leaves the state untouched at a limit, so callers can tell nothing changed", () => {
    expect(zoomReducer(INITIAL_ZOOM, { type: "zoomOut" })).toBe(INITIAL_ZOOM)
    const atThree = run(times(4, { type: "zoomIn" }))
    expect(zoomReducer(atThree, { type: "zoomIn" })).toBe(atThree)
  })

  it("wheel up zooms in, wheel down zooms out", () => {
    const zoomed = zoomReducer(INITIAL_ZOOM, { type: "wheel", deltaY: -100 })
    expect(zoomed.zoom).toBe(1.5)
    expect(zoomReducer(zoomed, { type: "wheel", deltaY: 100 }).zoom).toBe(1)
    expect(zoomReducer(zoomed, { type: "wheel", deltaY: 0 })).toBe(zoomed)
  })

  it("a plain wheel over an unzoomed image scrolls the page; Ctrl+wheel or a pinch zooms it", () => {
    const plain = (deltaY: number) => ({ deltaY, ctrlKey: false, metaKey: false })
    expect(wheelZooms(INITIAL_ZOOM, plain(-100))).toBe(false)
    expect(wheelZooms(INITIAL_ZOOM, plain(100))).toBe(false)
    expect(wheelZooms(INITIAL_ZOOM, { deltaY: -100, ctrlKey: true, metaKey: false })).toBe(true)
    expect(wheelZooms(INITIAL_ZOOM, { deltaY: -100, ctrlKey: false, metaKey: true })).toBe(true)
    const zoomed = run([{ type: "zoomIn" }])
    expect(wheelZooms(zoomed, plain(-100))).toBe(true)
    expect(wheelZooms(zoomed, plain(100))).toBe(true)
    // At the maximum a wheel up cannot zoom further, so it scrolls the page again.
    const atMax = run(times(4, { type: "zoomIn" }))
    expect(wheelZooms(atMax, plain(-100))).toBe(false)
    expect(wheelZooms(atMax, plain(100))).toBe(true)
  })

  it("a click zooms in step by step and from the maximum goes back to 1", () => {
    const clicks = [1.5, 2, 2.5, 3, 1]
    let state = INITIAL_ZOOM
    for (const expected of clicks) {
      state = zoomReducer(state, { type: "click" })
      expect(state.zoom).toBe(expected)
    }
    expect(state).toEqual({ zoom: 1, x: 0, y: 0 })
  })

  it("shows the percentage of the zoom", () => {
    expect(zoomPercent(1.5)).toBe("150%")
    expect(zoomPercent(3)).toBe("300%")
    expect(isZoomed(INITIAL_ZOOM)).toBe(false)
    expect(isZoomed({ zoom: 1.5, x: 0, y: 0 })).toBe(true)
  })
})

describe("pan", () => {
  it("cannot drag the image at zoom 1", () => {
    expect(zoomReducer(INITIAL_ZOOM, { type: "pan", dx: 80, dy: 40 })).toBe(INITIAL_ZOOM)
  })

  it("is clamped to (zoom−1)×150 px horizontally and (zoom−1)×100 px vertically", () => {
    expect(panLimits(2)).toEqual({ x: 150, y: 100 })
    expect(panLimits(3)).toEqual({ x: 300, y: 200 })
    const atTwo = run(times(2, { type: "zoomIn" }))
    expect(zoomReducer(atTwo, { type: "pan", dx: 1000, dy: -1000 })).toEqual({ zoom: 2, x: 150, y: -100 })
    expect(zoomReducer(atTwo, { type: "pan", dx: 40, dy: 30 })).toEqual({ zoom: 2, x: 40, y: 30 })
    const atThree = run(times(4, { type: "zoomIn" }))
    expect(zoomReducer(atThree, { type: "pan", dx: -999, dy: 999 })).toEqual({ zoom: 3, x: -300, y: 200 })
  })

  it("adds up successive drags", () => {
    const atThree = run(times(4, { type: "zoomIn" }))
    expect(
      run(
        [
          { type: "pan", dx: 100, dy: 50 },
          { type: "pan", dx: 100, dy: 50 },
        ],
        atThree,
      ),
    ).toEqual({ zoom: 3, x: 200, y: 100 })
  })

  it("is clamped again to the smaller limits when zooming out above 1.5", () => {
    const panned = run([...times(4, { type: "zoomIn" }), { type: "pan", dx: 300, dy: -200 }])
    expect(zoomReducer(panned, { type: "zoomOut" })).toEqual({ zoom: 2.5, x: 225, y: -150 })
    expect(run(times(2, { type: "zoomOut" }), panned)).toEqual({ zoom: 2, x: 150, y: -100 })
  })

  it("resets to the centre when the zoom drops to 1.5 or less", () => {
    const panned = run([...times(2, { type: "zoomIn" }), { type: "pan", dx: 120, dy: 80 }])
    expect(zoomReducer(panned, { type: "zoomOut" })).toEqual({ zoom: 1.5, x: 0, y: 0 })
    expect(zoomReducer(panned, { type: "wheel", deltaY: 10 })).toEqual({ zoom: 1.5, x: 0, y: 0 })
  })

  it("can still pan at 1.5 within its own limits", () => {
    const atOneAndHalf = zoomReducer(INITIAL_ZOOM, { type: "zoomIn" })
    expect(zoomReducer(atOneAndHalf, { type: "pan", dx: 500, dy: 500 })).toEqual({ zoom: 1.5, x: 75, y: 50 })
  })

  it("reset returns to zoom 1 and the centre", () => {
    const panned = run([...times(3, { type: "zoomIn" }), { type: "pan", dx: 60, dy: 60 }])
    expect(zoomReducer(panned, { type: "reset" })).toEqual({ zoom: 1, x: 0, y: 0 })
    expect(zoomReducer(INITIAL_ZOOM, { type: "reset" })).toBe(INITIAL_ZOOM)
  })
})
