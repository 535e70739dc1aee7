import { INITIAL_ZOOM, panLimits, wheelZooms, zoomPercent, zoomReducer, type ZoomAction, type ZoomState } from "./zoom"

const run = (actions: ZoomAction[], from: ZoomState = INITIAL_ZOOM) => actions.reduce(zoomReducer, from)
const zoomIn = (times: number): ZoomAction[] => Array.from({ length: times }, () => ({ type: "zoomIn" }))
const AT_3 = run(zoomIn(4))

describe("zoom", () => {
  it("goes from 1 to 3 in steps of 0.5 by the buttons and the wheel, and stays put at a limit", () => {
    expect([1, 2, 4, 9].map(times => run(zoomIn(times)).zoom)).toEqual([1.5, 2, 3, 3])
    expect(zoomReducer(AT_3, { type: "zoomOut" }).zoom).toBe(2.5)
    expect(zoomReducer(AT_3, { type: "zoomIn" })).toBe(AT_3)
    expect(zoomReducer(INITIAL_ZOOM, { type: "zoomOut" })).toBe(INITIAL_ZOOM)
    expect(run([{ type: "wheel", deltaY: -100 }]).zoom).toBe(1.5)
    expect(run([{ type: "wheel", deltaY: 100 }], AT_3).zoom).toBe(2.5)
    expect(zoomPercent(2.5)).toBe("250%")
  })

  it("a click zooms in step by step, and from the maximum goes back to rest", () => {
    const clicks: ZoomAction[] = Array.from({ length: 5 }, () => ({ type: "click" }))
    expect(clicks.map((_, index) => run(clicks.slice(0, index + 1)).zoom)).toEqual([1.5, 2, 2.5, 3, 1])
    expect(run(clicks)).toEqual(INITIAL_ZOOM)
  })

  it("a plain wheel scrolls the page unless the image is zoomed and the wheel still changes it; Ctrl+wheel zooms", () => {
    const wheel = (deltaY: number, ctrlKey = false) => ({ deltaY, ctrlKey, metaKey: false })
    expect(wheelZooms(INITIAL_ZOOM, wheel(-100))).toBe(false)
    expect(wheelZooms(INITIAL_ZOOM, wheel(-100, true))).toBe(true)
    expect(wheelZooms(run(zoomIn(1)), wheel(100))).toBe(true)
    expect(wheelZooms(AT_3, wheel(-100))).toBe(false)
  })
})

describe("pan", () => {
  it("does not move the image at zoom 1, and adds up drags within (zoom−1)×150 by (zoom−1)×100 px", () => {
    expect(zoomReducer(INITIAL_ZOOM, { type: "pan", dx: 80, dy: 40 })).toBe(INITIAL_ZOOM)
    expect(panLimits(3)).toEqual({ x: 300, y: 200 })
    const twice = run([...zoomIn(2), { type: "pan", dx: 40, dy: 30 }, { type: "pan", dx: 40, dy: 30 }])
    expect(twice).toEqual({ zoom: 2, x: 80, y: 60 })
    expect(zoomReducer(twice, { type: "pan", dx: 1000, dy: -1000 })).toEqual({ zoom: 2, x: 150, y: -100 })
  })

  it("zooming out clamps the pan to the smaller limits, and at 1.5 or less brings the image back to the centre", () => {
    const panned = run([{ type: "pan", dx: 300, dy: -200 }], AT_3)
    expect(zoomReducer(panned, { type: "zoomOut" })).toEqual({ zoom: 2.5, x: 225, y: -150 })
    expect(run([{ type: "zoomOut" }, { type: "zoomOut" }, { type: "zoomOut" }], panned)).toEqual({
      zoom: 1.5,
      x: 0,
      y: 0,
    })
    expect(run([{ type: "pan", dx: 500, dy: 500 }], run(zoomIn(1)))).toEqual({ zoom: 1.5, x: 75, y: 50 })
    expect(zoomReducer(panned, { type: "reset" })).toEqual(INITIAL_ZOOM)
  })
})
