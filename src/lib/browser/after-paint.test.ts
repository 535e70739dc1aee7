/**
 * @jest-environment jsdom
 */
import { afterNextPaint } from "./after-paint"

describe("afterNextPaint", () => {
  let frames: FrameRequestCallback[] = []
  beforeEach(() => {
    jest.useFakeTimers()
    frames = []
    window.requestAnimationFrame = callback => frames.push(callback)
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" })
  })
  afterEach(() => jest.useRealTimers())

  const settledYet = async (promise: Promise<void>) => {
    let settled = false
    void promise.then(() => (settled = true))
    await Promise.resolve()
    await Promise.resolve()
    return settled
  }

  it("waits for the next frame, then for the paint that follows it", async () => {
    const painted = afterNextPaint(window)
    expect(await settledYet(painted)).toBe(false)
    frames.forEach(frame => frame(0))
    expect(await settledYet(painted)).toBe(false)
    jest.advanceTimersByTime(0)
    expect(await settledYet(painted)).toBe(true)
  })

  it("does not wait on a hidden page, which paints no frames", async () => {
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" })
    expect(await settledYet(afterNextPaint(window))).toBe(true)
  })

  it("gives up waiting after the safety delay when no frame comes", async () => {
    const painted = afterNextPaint(window, 500)
    jest.advanceTimersByTime(499)
    expect(await settledYet(painted)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(await settledYet(painted)).toBe(true)
  })
})
