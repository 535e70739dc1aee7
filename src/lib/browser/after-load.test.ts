import { afterLoad } from "./after-load"

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

it("waits for the load event, then runs in a task of its own", () => {
  jest.useFakeTimers()
  const readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  const run = jest.fn()
  afterLoad(run)
  jest.runAllTimers()
  expect(run).not.toHaveBeenCalled()
  readyState.mockReturnValue("complete")
  window.dispatchEvent(new Event("load"))
  expect(run).not.toHaveBeenCalled()
  jest.runAllTimers()
  expect(run).toHaveBeenCalledTimes(1)
})

it("runs in the next task when the page has already loaded", () => {
  jest.useFakeTimers()
  jest.spyOn(document, "readyState", "get").mockReturnValue("complete")
  const run = jest.fn()
  afterLoad(run)
  expect(run).not.toHaveBeenCalled()
  jest.runAllTimers()
  expect(run).toHaveBeenCalledTimes(1)
})
