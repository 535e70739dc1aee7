import { afterLoad } from "./after-load"

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

it("waits for the load event, then runs in a task of its own", () => {
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
  afterLoad(run) // the page has loaded: the next task
  expect(run).toHaveBeenCalledTimes(1)
  jest.runAllTimers()
  expect(run).toHaveBeenCalledTimes(2)
})
