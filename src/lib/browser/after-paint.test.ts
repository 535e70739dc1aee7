import { afterNextPaint } from "./after-paint"

let frames: FrameRequestCallback[] = []
const visibility = (value: DocumentVisibilityState) =>
  Object.defineProperty(document, "visibilityState", { configurable: true, value })

beforeEach(() => {
  jest.useFakeTimers()
  frames = []
  window.requestAnimationFrame = callback => frames.push(callback)
  visibility("visible")
})
afterEach(() => jest.useRealTimers())

async function settledYet(promise: Promise<void>) {
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

it("does not wait on a hidden page, which paints no frames, nor past the safety delay", async () => {
  visibility("hidden")
  expect(await settledYet(afterNextPaint(window))).toBe(true)
  visibility("visible")
  const painted = afterNextPaint(window, 500)
  jest.advanceTimersByTime(499)
  expect(await settledYet(painted)).toBe(false)
  jest.advanceTimersByTime(1)
  expect(await settledYet(painted)).toBe(true)
})
