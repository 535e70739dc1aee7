import { TRACKING_STORAGE_KEY } from "./campaign"

type Runtime = typeof import("./campaign-runtime")

/** A fresh copy of the runtime (it starts once per page load), on a landing URL with a campaign. */
function freshRuntime(): Runtime {
  let runtime: Runtime | undefined
  jest.isolateModules(() => {
    runtime = jest.requireActual<Runtime>("./campaign-runtime")
  })
  return runtime!
}

beforeEach(() => {
  jest.useFakeTimers()
  window.localStorage.clear()
  window.history.replaceState(null, "", "/?utm_source=meta&utm_campaign=black-friday")
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const stored = () =>
  JSON.parse(window.localStorage.getItem(TRACKING_STORAGE_KEY) ?? "null") as { params: object } | null

it("captures the landing's campaign in a task after the start-up one, not inside it", () => {
  const runtime = freshRuntime()
  const read = jest.spyOn(Storage.prototype, "getItem")
  runtime.startCampaignCapture()
  expect(read).not.toHaveBeenCalledWith(TRACKING_STORAGE_KEY)
  expect(stored()).toBeNull()
  jest.runOnlyPendingTimers()
  expect(stored()?.params).toEqual({ utm_source: "meta", utm_campaign: "black-friday" })
})

it("a buy button pressed before that task still carries this landing's campaign", () => {
  const runtime = freshRuntime()
  runtime.startCampaignCapture()
  expect(runtime.currentTracking()?.params).toEqual({ utm_source: "meta", utm_campaign: "black-friday" })
  expect(stored()?.params).toEqual({ utm_source: "meta", utm_campaign: "black-friday" })
})
